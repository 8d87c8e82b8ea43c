// The settings dialog: it shows the settings it is given and hands back what is edited (the model
// of play among them), restores the defaults, refuses thresholds out of order with a message and a
// disabled OK, and leaves the caller's settings alone when cancelled. With KIBITZ_SCREENSHOTS=DIR
// set, each tab is grabbed into DIR/settings_<tab>.png.

#include "ui/settings/settingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <iterator>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

AppSettings changed() {
    AppSettings s;
    s.rootNodes = 123'456;
    s.leafNodes = 7'890;
    s.valueNodes = 2'000'000'000'000 / 2; // beyond what a QSpinBox holds
    s.budgetBits = 7.5;
    s.maxExpansions = 100;
    s.linesEngine = QStringLiteral("/usr/games/stockfish");
    s.linesThreads = 4;
    s.linesHash = 256;
    s.linesLimit = {LinesLimit::Kind::Nodes, 2'500'000};
    s.moveModel = AppSettings::MoveModel::Michie;
    s.leafModel = analysis::LeafModel::SelfPlay;
    s.valueEngine = QStringLiteral("/usr/games/stockfish");
    s.threads = 3;
    s.thresholds.small = 0.07;
    s.thresholds.large = 0.3;
    s.thresholds.decisive = 0.9;
    s.thresholds.tensionLow = 0.1;
    s.thresholds.tensionHigh = 0.6;
    s.thresholds.hysteresis = 0.04;
    s.thresholds.valueThreshold = 0.6;
    s.thresholds.valueDrop = 0.15;
    s.thresholds.dubiousDrop = 0.12;
    s.thresholds.quietGap = 0.25;
    s.defaultElo = 2450;
    s.evaluations = false;
    s.variations = false;
    s.language = QStringLiteral("fr");
    s.ecoFile = QStringLiteral("/opt/books/eco.pgn");
    return s;
}

// The spin box whose label in the dialog is `label`.
template <typename Box>
Box* field(const SettingsDialog& dialog, const QString& label) {
    for (QLabel* l : dialog.findChildren<QLabel*>()) {
        if (l->text() == label) return qobject_cast<Box*>(l->buddy());
    }
    return nullptr;
}

} // namespace

class TestSettingsDialog : public QObject {
    Q_OBJECT

private slots:
    void showsTheGivenSettings() {
        const AppSettings s = changed();
        SettingsDialog dialog(s);
        QVERIFY(dialog.settings() == s);
        QCOMPARE(field<QSpinBox>(dialog, QStringLiteral("Engine threads:"))->value(), 4);
        QCOMPARE(field<QSpinBox>(dialog, QStringLiteral("Engine hash:"))->value(), 256);
        auto* root = field<QDoubleSpinBox>(dialog, QStringLiteral("Principal search:"));
        QVERIFY(root);
        QCOMPARE(root->value(), 123'456.0);
        QCOMPARE(root->minimum(), 1.0);
        QCOMPARE(root->maximum(), 1e12);
        auto* elo = field<QSpinBox>(dialog, QStringLiteral("Default strength:"));
        QVERIFY(elo);
        QCOMPARE(elo->value(), 2450);
        QVERIFY(!elo->toolTip().isEmpty());
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY(dialog.problemLabel()->isHidden());

        const AppSettings d = AppSettings::defaults();
        QVERIFY(SettingsDialog(d).settings() == d);
    }

    void tabsAndChoices() {
        SettingsDialog dialog(AppSettings::defaults());
        QCOMPARE(dialog.tabs()->count(), 4);
        auto* language = field<QComboBox>(dialog, QStringLiteral("Language:"));
        QVERIFY(language);
        QCOMPARE(language->count(), 5);
        QCOMPARE(language->currentData().toString(), QString());
        QCOMPARE(language->itemText(2), QStringLiteral("Deutsch"));
        // The sets under ":/pieces/": this test has both that Kibitz ships, by name, each shown
        // with its name capitalised.
        QCOMPARE(SettingsDialog::pieceThemes(),
                 (QStringList{QStringLiteral("classic"), QStringLiteral("modern")}));
        auto* pieces = field<QComboBox>(dialog, QStringLiteral("Pieces:"));
        QVERIFY(pieces);
        QCOMPARE(pieces->count(), 2);
        QCOMPARE(pieces->itemText(0), QStringLiteral("Classic"));
        QCOMPARE(pieces->itemData(0).toString(), QStringLiteral("classic"));
        QCOMPARE(pieces->itemText(1), QStringLiteral("Modern"));
        QCOMPARE(pieces->itemData(1).toString(), QStringLiteral("modern"));
        QCOMPARE(pieces->currentData().toString(), QStringLiteral("classic"));
        // A set that is gone gives way to the default one.
        AppSettings s;
        s.pieceTheme = QStringLiteral("gone");
        QCOMPARE(SettingsDialog(s).settings().pieceTheme, QStringLiteral("classic"));
    }

    void modelOfPlayChoices() {
        // Two choices each, the default first, in a chess player's words, with tooltips.
        SettingsDialog dialog(AppSettings::defaults());
        auto* moves = field<QComboBox>(dialog, QStringLiteral("Players' choices:"));
        auto* leaves = field<QComboBox>(dialog, QStringLiteral("Values at the horizon:"));
        QVERIFY(moves);
        QVERIFY(leaves);
        QCOMPARE(moves, dialog.moveModelBox());
        QCOMPARE(leaves, dialog.leafModelBox());
        QCOMPARE(moves->count(), 2);
        QCOMPARE(moves->itemText(0), QStringLiteral("Fitted to human games (default)"));
        QCOMPARE(moves->itemText(1), QStringLiteral("Michie's constants (1981)"));
        QCOMPARE(leaves->count(), 2);
        QCOMPARE(leaves->itemText(0),
                 QStringLiteral("Human play at the players' ratings (default)"));
        QCOMPARE(leaves->itemText(1), QStringLiteral("Engine self-play (engine games)"));
        QVERIFY(moves->toolTip().contains(QStringLiteral("c = 3")));
        QVERIFY(!leaves->toolTip().isEmpty());
        // On the Analysis tab.
        QVERIFY(dialog.tabs()->widget(0)->isAncestorOf(moves));
        QVERIFY(dialog.tabs()->widget(0)->isAncestorOf(leaves));

        // The defaults shown, then each choice handed back.
        QCOMPARE(moves->currentIndex(), 0);
        QCOMPARE(leaves->currentIndex(), 0);
        QCOMPARE(dialog.settings().moveModel, AppSettings::MoveModel::Fitted);
        QCOMPARE(dialog.settings().leafModel, analysis::LeafModel::Human);
        moves->setCurrentIndex(1);
        QCOMPARE(dialog.settings().moveModel, AppSettings::MoveModel::Michie);
        QCOMPARE(dialog.settings().leafModel, analysis::LeafModel::Human);
        leaves->setCurrentIndex(1);
        QCOMPARE(dialog.settings().leafModel, analysis::LeafModel::SelfPlay);
        AppSettings expected = AppSettings::defaults();
        expected.moveModel = AppSettings::MoveModel::Michie;
        expected.leafModel = analysis::LeafModel::SelfPlay;
        QVERIFY(dialog.settings() == expected);
        QVERIFY(dialog.settings().lookahead().moves == analysis::MichieMoveModel);
        QCOMPARE(dialog.settings().lookahead().leaves, analysis::LeafModel::SelfPlay);

        // A dialog opened on the other choices shows them.
        SettingsDialog other(expected);
        QCOMPARE(other.moveModelBox()->currentIndex(), 1);
        QCOMPARE(other.leafModelBox()->currentIndex(), 1);
        leaves = other.leafModelBox();
        leaves->setCurrentIndex(0);
        QCOMPARE(other.settings().leafModel, analysis::LeafModel::Human);
        QCOMPARE(other.settings().moveModel, AppSettings::MoveModel::Michie);
    }

    // The board's colour schemes, each shown with its squares.
    void boardColoursChoice() {
        AppSettings s;
        s.boardColors = QStringLiteral("green");
        SettingsDialog dialog(s);
        auto* colours = field<QComboBox>(dialog, QStringLiteral("Squares:"));
        QVERIFY(colours);
        QCOMPARE(colours->count(), 4);
        QCOMPARE(colours->currentText(), QStringLiteral("Green"));
        QCOMPARE(dialog.settings().boardColors, QStringLiteral("green"));
        QVERIFY(!colours->itemIcon(0).isNull());
        colours->setCurrentIndex(colours->findData(QStringLiteral("grey")));
        QCOMPARE(dialog.settings().boardColors, QStringLiteral("grey"));
        s.boardColors = QStringLiteral("purple"); // not a scheme: the first, brown
        QCOMPARE(SettingsDialog(s).settings().boardColors, QStringLiteral("brown"));
    }

    void pieceSetChoice() {
        // A dialog opened on the modern set shows it; choosing the classic one hands that back.
        AppSettings s;
        s.pieceTheme = QStringLiteral("modern");
        SettingsDialog dialog(s);
        auto* pieces = field<QComboBox>(dialog, QStringLiteral("Pieces:"));
        QVERIFY(pieces);
        QCOMPARE(pieces->currentText(), QStringLiteral("Modern"));
        QCOMPARE(dialog.settings().pieceTheme, QStringLiteral("modern"));

        // The preview under the combo box is the chosen set's pieces: it changes with the set.
        QLabel* preview = nullptr;
        for (QLabel* label : dialog.findChildren<QLabel*>()) {
            if (label->parentWidget() == pieces->parentWidget() && !label->pixmap().isNull())
                preview = label;
        }
        QVERIFY(preview);
        const QImage modern = preview->pixmap().toImage();
        QVERIFY(!modern.isNull());
        pieces->setCurrentIndex(0);
        QCOMPARE(dialog.settings().pieceTheme, QStringLiteral("classic"));
        const QImage classic = preview->pixmap().toImage();
        QCOMPARE(classic.size(), modern.size());
        QVERIFY(classic != modern);
    }

    void editingChangesSettings() {
        SettingsDialog dialog(AppSettings::defaults());
        AppSettings expected = AppSettings::defaults();

        auto* budget = field<QDoubleSpinBox>(dialog, QStringLiteral("Budget:"));
        QVERIFY(budget);
        QCOMPARE(budget->maximum(), 30.0);
        budget->setValue(8.5);
        expected.budgetBits = 8.5;

        auto* leaf = field<QDoubleSpinBox>(dialog, QStringLiteral("Search per leaf:"));
        leaf->setFocus();
        leaf->selectAll();
        QTest::keyClicks(leaf, QStringLiteral("25000"));
        expected.leafNodes = 25'000;

        auto* threads = field<QSpinBox>(dialog, QStringLiteral("Threads:"));
        QCOMPARE(threads->value(), 0);
        QVERIFY(threads->text().startsWith(QStringLiteral("All cores")));
        threads->setValue(2);
        expected.threads = 2;

        auto* small = field<QDoubleSpinBox>(dialog, QStringLiteral("Small:"));
        small->setValue(0.1);
        expected.thresholds.small = 0.1;

        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            if (box->text().startsWith(QStringLiteral("The engine's score"))) // [%eval]
                box->setChecked(false);
        expected.evaluations = false;
        auto* deeper = field<QCheckBox>(dialog, QStringLiteral("Doubtful moves:"));
        QVERIFY(deeper->isChecked());
        QVERIFY(deeper->isEnabled());
        deeper->setChecked(false);
        expected.deeperLooks = false;
        field<QComboBox>(dialog, QStringLiteral("Language:"))->setCurrentIndex(4);
        expected.language = QStringLiteral("es");
        field<QComboBox>(dialog, QStringLiteral("Players' choices:"))->setCurrentIndex(1);
        expected.moveModel = AppSettings::MoveModel::Michie;

        QVERIFY(dialog.settings() == expected);
    }

    void restoreDefaults() {
        SettingsDialog dialog(changed());
        QVERIFY(!(dialog.settings() == AppSettings::defaults()));
        QTest::mouseClick(dialog.restoreDefaultsButton(), Qt::LeftButton);
        QVERIFY(dialog.settings() == AppSettings::defaults());
        // Also from thresholds out of order: the defaults are in order, OK comes back.
        SettingsDialog broken(AppSettings::defaults());
        field<QDoubleSpinBox>(broken, QStringLiteral("Small:"))->setValue(0.5);
        QVERIFY(!broken.okButton()->isEnabled());
        QTest::mouseClick(broken.restoreDefaultsButton(), Qt::LeftButton);
        QVERIFY(broken.okButton()->isEnabled());
        QVERIFY(broken.problemLabel()->isHidden());
    }

    void thresholdsOutOfOrderDisableOk() {
        SettingsDialog dialog(AppSettings::defaults());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.tabs()->setCurrentIndex(1);
        auto* small = field<QDoubleSpinBox>(dialog, QStringLiteral("Small:"));
        auto* large = field<QDoubleSpinBox>(dialog, QStringLiteral("Large:"));
        QVERIFY(dialog.okButton()->isEnabled());
        small->setValue(0.3); // above large, 0.25
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(dialog.problemLabel()->isVisible());
        QVERIFY(dialog.problemLabel()->text().contains(QStringLiteral("small ≤ large ≤ decisive")));
        large->setValue(0.3); // equal is in order
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY(!dialog.problemLabel()->isVisible());

        auto* low = field<QDoubleSpinBox>(dialog, QStringLiteral("Tension low:"));
        low->setValue(0.9);
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(dialog.problemLabel()->text().contains(QStringLiteral("Tension low")));
        // Both problems at once are both named.
        small->setValue(0.95);
        QCOMPARE(dialog.problemLabel()->text().count(QLatin1Char('\n')), 1);
        low->setValue(0.1);
        small->setValue(0.05);
        QVERIFY(dialog.okButton()->isEnabled());

        // The inaccuracy drop (?!) above the value drop (? and ??) would make no sense.
        auto* dubious = field<QDoubleSpinBox>(dialog, QStringLiteral("Inaccuracy drop:"));
        QCOMPARE(dubious->value(), 0.1);
        dubious->setValue(0.35); // above the value drop, 0.3
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(dialog.problemLabel()->text().contains(QStringLiteral("inaccuracy drop")));
        field<QDoubleSpinBox>(dialog, QStringLiteral("Value drop:"))->setValue(0.35);
        QVERIFY(dialog.okButton()->isEnabled());
        QCOMPARE(dialog.settings().thresholds.dubiousDrop, 0.35);

        // The only-move gap of the quiet !, from its default; 0 turns it off.
        auto* gap = field<QDoubleSpinBox>(dialog, QStringLiteral("Only-move gap:"));
        QCOMPARE(gap->value(), 0.15);
        gap->setValue(0);
        QVERIFY(dialog.okButton()->isEnabled());
        QCOMPARE(dialog.settings().thresholds.quietGap, 0.0);
    }

    void cancelLeavesTheCallersSettings() {
        const AppSettings before = changed();
        AppSettings mine = before;
        SettingsDialog dialog(mine);
        field<QSpinBox>(dialog, QStringLiteral("Default strength:"))->setValue(1000);
        QTimer::singleShot(0, dialog.cancelButton(), &QPushButton::click);
        const int result = dialog.exec();
        QCOMPARE(result, int(QDialog::Rejected));
        if (result == QDialog::Accepted) mine = dialog.settings();
        QVERIFY(mine == before);

        // And OK hands the edit over.
        SettingsDialog accepted(mine);
        field<QSpinBox>(accepted, QStringLiteral("Default strength:"))->setValue(1000);
        QTimer::singleShot(0, accepted.okButton(), &QPushButton::click);
        QCOMPARE(accepted.exec(), int(QDialog::Accepted));
        QCOMPARE(accepted.settings().defaultElo, 1000);
    }

    // Every tab paints at the dialog's size; with KIBITZ_SCREENSHOTS=DIR the pictures are kept
    // there to look at, else in a temporary folder.
    void screenshots() {
        QTemporaryDir temporary;
        QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
        if (dir.isEmpty()) dir = temporary.path();
        SettingsDialog dialog(AppSettings::defaults());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const char* names[] = {"analysis", "annotation", "appearance", "lines"};
        QCOMPARE(dialog.tabs()->count(), int(std::size(names)));
        for (int tab = 0; tab < dialog.tabs()->count(); ++tab) {
            dialog.tabs()->setCurrentIndex(tab);
            QTest::qWait(50);
            const QImage image = dialog.grab().toImage();
            QCOMPARE(image.size(), dialog.size() * dialog.devicePixelRatio());
            QVERIFY(image.pixel(image.width() / 2, image.height() / 2) != image.pixel(1, 1) ||
                    image.pixel(image.width() / 3, image.height() / 3) != image.pixel(1, 1));
            QVERIFY(image.save(QDir(dir).filePath(
                QStringLiteral("settings_%1.png").arg(QLatin1String(names[tab])))));
        }
        // The message for thresholds out of order.
        dialog.tabs()->setCurrentIndex(1);
        field<QDoubleSpinBox>(dialog, QStringLiteral("Small:"))->setValue(0.3);
        QTest::qWait(50);
        QVERIFY(dialog.grab().save(QDir(dir).filePath(QStringLiteral("settings_invalid.png"))));
    }
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
