// The strength controls: spin box and slider in step, merits of Elo / 1000 when the user moves
// them (not when code sets them), a drag that does not flood, and the game's rating tags.

#include "pgn/reader.h"
#include "ui/analysis/strengthcontrols.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

pgn::Game gameWithTags(const std::string& tags) {
    auto reader = pgn::PgnReader::fromText(tags + "\n1. e4 e5 *\n");
    pgn::Game game;
    reader->readGame(game);
    return game;
}

} // namespace

class TestStrengthControls : public QObject {
    Q_OBJECT

private slots:
    void spinBoxAndSliderStayInStep() {
        StrengthControls controls;
        QSpinBox* spin = controls.spinBox(true);
        QSlider* slider = controls.slider(true);
        QCOMPARE(spin->minimum(), 0);
        QCOMPARE(spin->maximum(), 3500);
        QCOMPARE(spin->singleStep(), 10);
        QCOMPARE(slider->maximum(), 3500);
        QCOMPARE(spin->value(), 2000);
        QCOMPARE(slider->value(), 2000);
        spin->setValue(2450);
        QCOMPARE(slider->value(), 2450);
        slider->setValue(1200);
        QCOMPARE(spin->value(), 1200);
        QCOMPARE(controls.whiteElo(), 1200);
        // Black's pair is its own.
        QCOMPARE(controls.blackElo(), 2000);
        controls.slider(false)->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        QCOMPARE(controls.spinBox(false)->value(), 2010);
        QCOMPARE(controls.whiteElo(), 1200);
        // Out of range is clamped.
        controls.setStrengths(-5, 9000);
        QCOMPARE(controls.whiteElo(), 0);
        QCOMPARE(controls.slider(false)->value(), 3500);
    }

    void userChangesCarryRatings() {
        StrengthControls controls;
        QSignalSpy changed(&controls, &StrengthControls::strengthsChanged);
        controls.spinBox(true)->setValue(2450);
        QTRY_COMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toInt(), 2450);
        QCOMPARE(changed.first().at(1).toInt(), 2000);
        QCOMPARE(controls.whiteElo(), 2450);

        // A drag: many values in a row give few signals, and the last carries the last value.
        changed.clear();
        for (int elo = 1000; elo <= 1500; elo += 10) controls.slider(false)->setValue(elo);
        QTRY_COMPARE(changed.size(), 1);
        QTest::qWait(3 * StrengthControls::NotifyIntervalMs);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.last().at(0).toInt(), 2450);
        QCOMPARE(changed.last().at(1).toInt(), 1500);

        // Values set from code are not the user's: no signal.
        changed.clear();
        controls.setStrengths(1000, 1100);
        QTest::qWait(3 * StrengthControls::NotifyIntervalMs);
        QCOMPARE(changed.size(), 0);
        QCOMPARE(controls.blackElo(), 1100);
    }

    void strengthsFromTheGamesTags() {
        StrengthControls controls;
        QSignalSpy changed(&controls, &StrengthControls::strengthsChanged);
        controls.setStrengthsFromGame(gameWithTags("[WhiteElo \"2455\"]\n[BlackElo \"1870\"]"));
        QCOMPARE(controls.whiteElo(), 2455); // a rating off the step is kept as it is
        QCOMPARE(controls.blackElo(), 1870);
        QCOMPARE(controls.slider(true)->value(), 2455);
        controls.setStrengthsFromGame(gameWithTags("[WhiteElo \"?\"]\n[BlackElo \" 2100 \"]"));
        QCOMPARE(controls.whiteElo(), StrengthControls::DefaultElo);
        QCOMPARE(controls.blackElo(), 2100);
        controls.setStrengthsFromGame(gameWithTags("[Event \"no ratings\"]"));
        QCOMPARE(controls.whiteElo(), 2000);
        QCOMPARE(controls.blackElo(), 2000);
        QTest::qWait(3 * StrengthControls::NotifyIntervalMs);
        QCOMPARE(changed.size(), 0);

        // The button goes back to the tags, which is the user's change: one signal, at once.
        controls.setStrengthsFromGame(gameWithTags("[WhiteElo \"2600\"]\n[BlackElo \"2500\"]"));
        controls.spinBox(true)->setValue(800);
        QTRY_COMPARE(changed.size(), 1);
        controls.resetButton()->click();
        QCOMPARE(changed.size(), 2);
        QCOMPARE(changed.last().at(0).toInt(), 2600);
        QCOMPARE(changed.last().at(1).toInt(), 2500);
        QCOMPARE(controls.slider(true)->value(), 2600);
        // Already at the tags: nothing changes, nothing is said.
        controls.resetButton()->click();
        QCOMPARE(changed.size(), 2);
    }
};

QTEST_MAIN(TestStrengthControls)
#include "tst_strengthcontrols.moc"
