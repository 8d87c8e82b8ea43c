// The settings in the window at start-up and after the dialog: the stored piece set, the external
// value engine (and a clear message when it does not start), the thresholds of the annotations in
// the analysis panel and the charts, and the model of play of the analysis.

#include "../analysissupport.h"
#include "../testsupport.h"
#include "annotate/annotator.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/gameanalyser.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/board/boardview.h"
#include "ui/charts/chartspanel.h"
#include "ui/charts/plychart.h"
#include "ui/document/gamedocument.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/settingscontroller.h"
#include "ui/settings/settingsdialog.h"
#include "ui/window/mainwindow.h"

#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace kibitz;
using namespace kibitz::ui;

namespace {

constexpr int AnalysisTimeoutMs = 120'000;
const QString Molinari = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/molinari-bordais-1979.pgn");

// The analysis settings main() makes from the stored settings, with a small budget.
AnalysisSettings storedAnalysisSettings() {
    QSettings stored;
    AnalysisSettings settings = SettingsController::analysisSettings(AppSettings::load(stored));
    const AnalysisSettings small = testsupport::smallAnalysisSettings(3000);
    settings.lookahead.rootNodes = small.lookahead.rootNodes;
    settings.lookahead.leafNodes = small.lookahead.leafNodes;
    settings.lookahead.maxExpansions = small.lookahead.maxExpansions;
    settings.lookahead.valueNodes = 3000;
    settings.threads = small.threads;
    settings.hashMegabytes = small.hashMegabytes;
    return settings;
}

void store(const AppSettings& settings) {
    QSettings stored;
    settings.save(stored);
}

} // namespace

class TestSettingsController : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::useTestSettings("tst_settingscontroller"); }
    void init() { QSettings().clear(); }

    void startUpWithoutAValueEngine() {
        MainWindow window(storedAnalysisSettings());
        QCOMPARE(window.boardView()->pieceTheme(), AppSettings::defaults().pieceTheme);
        QCOMPARE(window.boardView()->colorScheme(), QStringLiteral("brown"));
        QVERIFY(!window.analysis()->analyser()->hasValuerFactory());
        QVERIFY(window.analysis()->settings().valueEngine.isEmpty());
    }

    void startUpWithTheStoredSettings() {
        AppSettings settings = AppSettings::defaults();
        settings.pieceTheme = SettingsDialog::pieceThemes().last();
        settings.boardColors = QStringLiteral("blue");
        settings.valueEngine = QStringLiteral(KIBITZ_CLI " uci");
        store(settings);

        MainWindow window(storedAnalysisSettings());
        // The piece set, and the value engine for the analysis of the first position.
        QCOMPARE(window.boardView()->pieceTheme(), settings.pieceTheme);
        QCOMPARE(window.boardView()->colorScheme(), QStringLiteral("blue"));
        // Blue's squares: Lichess's blue board.
        QCOMPARE(window.boardView()->colors().darkSquare, QColor(0x8c, 0xa2, 0xad));
        QVERIFY(window.analysis()->analyser()->hasValuerFactory());
        QCOMPARE(window.analysis()->analyser()->valueEngine(), std::string(KIBITZ_CLI " uci"));
        QCOMPARE(window.analysis()->settings().valueEngine, settings.valueEngine);
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->analyser()->result(), AnalysisTimeoutMs);
        QCOMPARE(window.analysis()->analyser()->result()->settings.valueEngine,
                 std::string(KIBITZ_CLI " uci"));
        QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("could not")));
    }

    void aValueEngineThatDoesNotStartIsReported() {
        AppSettings settings = AppSettings::defaults();
        settings.valueEngine = QStringLiteral("/nonexistent/kibitz-test-engine");
        store(settings);
        MainWindow window(storedAnalysisSettings());
        QVERIFY(window.analysis()->analyser()->hasValuerFactory());
        // The analysis goes on with the built-in engine, and the window says why.
        QTRY_COMPARE_WITH_TIMEOUT(
            window.statusBar()->currentMessage(),
            QStringLiteral("The value engine /nonexistent/kibitz-test-engine could not be "
                           "started: the built-in engine values instead. Check it in Settings."),
            AnalysisTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->analyser()->result(), AnalysisTimeoutMs);
    }

    void theThresholdsOfTheSettingsJudgeThePanelAndTheCharts() {
        MainWindow window(storedAnalysisSettings());
        QVERIFY(window.document()->load(Molinari).loaded);
        AnalysisFeature* feature = window.analysis();
        QTRY_VERIFY_WITH_TIMEOUT(feature->analyser()->result(), AnalysisTimeoutMs);
        const auto defaultMarkers = feature->charts()->utilityChart()->markers();
        QCOMPARE(defaultMarkers.size(),
                 ChartsPanel::markersFor(*feature->analyser()->result()).size());

        // A threshold of 0.01 makes nearly every estimated v a win or a loss, and every move
        // that moves u by 0.02 a symbol: the charts and the panel follow the settings.
        AppSettings settings = AppSettings::defaults();
        settings.rootNodes = 3000;
        settings.leafNodes = 300;
        settings.maxExpansions = 2;
        settings.valueNodes = 3000;
        settings.threads = 1;
        settings.thresholds.small = 0.01;
        settings.thresholds.large = 0.02;
        settings.thresholds.valueThreshold = 0.01;
        settings.thresholds.valueDrop = 0.01;
        QVERIFY(AppSettings::inOrder(settings.thresholds));
        auto* controller = window.findChild<SettingsController*>();
        QVERIFY(controller);
        controller->apply(settings);
        QCOMPARE(feature->settings().annotator.thresholds, settings.thresholds);
        QTRY_VERIFY_WITH_TIMEOUT(feature->analyser()->result() && !feature->analyser()->isRunning(),
                                 AnalysisTimeoutMs);
        const SharedGameAnalysis result = feature->analyser()->result();
        // The result is judged at the settings' thresholds; at the defaults, the marks differ.
        QCOMPARE(result->thresholds, settings.thresholds);
        const auto expected = ChartsPanel::markersFor(*result);
        QTRY_COMPARE(feature->charts()->utilityChart()->markers().size(), expected.size());
        GameAnalysisResult atDefaults = *result;
        atDefaults.thresholds = {};
        atDefaults.moves = annotate::judgeGame(result->analyses, *result->game, {});
        QVERIFY(expected.size() != ChartsPanel::markersFor(atDefaults).size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(feature->charts()->utilityChart()->markers()[i].label, expected[i].label);

        const int ply = feature->currentPly();
        AnalysisPanel reference;
        reference.setThresholds(settings.thresholds);
        reference.setAnalysis(result->at(ply));
        QCOMPARE(feature->panel()->valueText(), reference.valueText());
    }

    // The ECO file of the settings is the window's opening book, read once.
    void theOpeningBookReachesTheAnnotator() {
        AppSettings s = AppSettings::defaults();
        const auto book = SettingsController::analysisSettings(s).annotator.book;
        QVERIFY2(book, "pgn-extract's eco.pgn is missing: run tools/setup.sh");
        QCOMPARE(book->size(), std::size_t(4038));
        QCOMPARE(SettingsController::analysisSettings(s).annotator.book, book); // the same book
        s.ecoFile.clear();
        QVERIFY(!SettingsController::analysisSettings(s).annotator.book);
        s.ecoFile = QStringLiteral("/nonexistent/eco.pgn");
        QVERIFY(!SettingsController::analysisSettings(s).annotator.book);
    }

    // The Syzygy folders of the settings give the analysis its tables, opened once.
    void theEndgameTablesReachTheAnalysis() {
        AppSettings s = AppSettings::defaults();
        const auto own = SettingsController::analysisSettings(s).lookahead.tablebases;
        QVERIFY(own && own->solver() && !own->syzygy()); // Kibitz's own tables alone
        s.syzygyPath = QStringLiteral(KIBITZ_SYZYGY);
        const auto tables = SettingsController::analysisSettings(s).lookahead.tablebases;
        QVERIFY(tables && tables->solver() == own->solver());
        QCOMPARE(tables->syzygy()->largest(), 4);
        QCOMPARE(SettingsController::analysisSettings(s).lookahead.tablebases, tables);
        s.syzygyPath = QStringLiteral("/nonexistent/syzygy");
        const auto none = SettingsController::analysisSettings(s).lookahead.tablebases;
        QVERIFY(none && none != tables);
        QCOMPARE(none->syzygy()->largest(), 0);
    }

    void theModelOfPlayReachesTheAnalysis() {
        // At start-up: the stored choice.
        AppSettings settings = AppSettings::defaults();
        settings.moveModel = AppSettings::MoveModel::Michie;
        store(settings);
        QVERIFY(storedAnalysisSettings().lookahead.moves == analysis::MichieMoveModel);
        QCOMPARE(storedAnalysisSettings().lookahead.leaves, analysis::LeafModel::Human);
        QSettings().clear();

        MainWindow window(storedAnalysisSettings());
        AnalysisFeature* feature = window.analysis();
        QVERIFY(feature->settings().lookahead.moves == analysis::FittedMoveModel);
        QCOMPARE(feature->settings().lookahead.leaves, analysis::LeafModel::Human);
        QTRY_VERIFY_WITH_TIMEOUT(feature->analyser()->result() && !feature->analyser()->isRunning(),
                                 AnalysisTimeoutMs);
        const SharedGameAnalysis before = feature->analyser()->result();
        QVERIFY(before->settings.moves == analysis::FittedMoveModel);

        // After the dialog: saved under its names, and the position analysed again with them
        // (a new key for the cached trees); Annotate All takes this look-ahead too.
        settings = AppSettings::defaults();
        settings.rootNodes = 3000;
        settings.leafNodes = 300;
        settings.maxExpansions = 2;
        settings.valueNodes = 3000;
        settings.threads = 1;
        settings.moveModel = AppSettings::MoveModel::Michie;
        settings.leafModel = analysis::LeafModel::SelfPlay;
        auto* controller = window.findChild<SettingsController*>();
        QVERIFY(controller);
        controller->apply(settings);
        QCOMPARE(QSettings().value(QStringLiteral("analysis/moveModel")).toString(),
                 QStringLiteral("michie"));
        QCOMPARE(QSettings().value(QStringLiteral("analysis/leafModel")).toString(),
                 QStringLiteral("selfplay"));
        QVERIFY(feature->settings().lookahead.moves == analysis::MichieMoveModel);
        QCOMPARE(feature->settings().lookahead.leaves, analysis::LeafModel::SelfPlay);
        QTRY_VERIFY_WITH_TIMEOUT(feature->analyser()->result() &&
                                     feature->analyser()->result() != before &&
                                     !feature->analyser()->isRunning(),
                                 AnalysisTimeoutMs);
        const SharedGameAnalysis after = feature->analyser()->result();
        QCOMPARE(after->settings.moves.constant, 3.0);
        QCOMPARE(after->settings.moves.meritExponent, 1.0);
        QCOMPARE(after->settings.leaves, analysis::LeafModel::SelfPlay);
    }
};

QTEST_MAIN(TestSettingsController)
#include "tst_settingscontroller.moc"
