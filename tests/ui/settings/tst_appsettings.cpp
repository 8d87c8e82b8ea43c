// AppSettings: the core's defaults, a save -> load round trip through an INI file, and values a
// hand-edited file may hold (text, negative, out of range, out of order) loading as defaults.

#include "engines/ucivaluer.h"
#include "ui/settings/appsettings.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace kibitz;
using namespace kibitz::ui;

Q_DECLARE_METATYPE(kibitz::ui::AppSettings::MoveModel)
Q_DECLARE_METATYPE(kibitz::analysis::LeafModel)

class TestAppSettings : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    int files_ = 0;

    // A fresh INI file for each use.
    QString iniPath() { return dir_.filePath(QStringLiteral("settings%1.ini").arg(++files_)); }

    static AppSettings changed() {
        AppSettings s;
        s.rootNodes = 123'456;
        s.leafNodes = 7'890;
        s.valueNodes = 0;
        s.budgetBits = 7.5;
        s.maxExpansions = 100;
        s.moveModel = AppSettings::MoveModel::Michie;
        s.leafModel = analysis::LeafModel::SelfPlay;
        s.valueEngine = QStringLiteral("\"/opt/my engine/sf\" --uci");
        s.threads = 3;
        s.linesEngine = QStringLiteral("/usr/games/stockfish");
        s.linesThreads = 2;
        s.linesHash = 128;
        s.linesLimit = {LinesLimit::Kind::Depth, 24};
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
        s.deeperLooks = false;
        s.language = QStringLiteral("de");
        s.pieceTheme = QStringLiteral("merida");
        s.boardColors = QStringLiteral("green");
        s.ecoFile = QStringLiteral("/opt/my books/eco.pgn");
        s.syzygyPath = QStringLiteral("/opt/tables/3-4:/opt/tables 5");
        return s;
    }

private slots:
    // The installed Stockfish values the positions by default; none installed, or a file that
    // cannot run, leaves it to the built-in engine (an empty command).
    void theInstalledEngineIsTheDefault() {
        const QByteArray variable = engines::UciValuer::InstalledEngineVariable;
        const QString self = QCoreApplication::applicationFilePath(); // an executable file
        qputenv(variable.constData(), self.toLocal8Bit());
        QCOMPARE(AppSettings::defaults().valueEngine, self);
        QCOMPARE(AppSettings::defaults().lookahead().valueEngine, self.toStdString());
        // The same engine runs the live lines.
        QCOMPARE(AppSettings::defaults().linesEngine, self);
        QCOMPARE(AppSettings::defaults().linesEngineConfig().command, self);
        QTemporaryDir dir;
        QFile plain(dir.filePath(QStringLiteral("stockfish")));
        QVERIFY(plain.open(QIODevice::WriteOnly)); // a file, but not executable
        plain.close();
        qputenv(variable.constData(), plain.fileName().toLocal8Bit());
        QVERIFY(AppSettings::defaults().valueEngine.isEmpty());
        qputenv(variable.constData(), "/nonexistent/stockfish");
        QVERIFY(AppSettings::defaults().valueEngine.isEmpty());
        qputenv(variable.constData(), "");
        QVERIFY(AppSettings::defaults().valueEngine.isEmpty());
        QVERIFY(AppSettings::defaults().linesEngine.isEmpty());
        QVERIFY(AppSettings::defaults().linesEngineConfig().isBuiltIn());
    }

    // The lines' limit: its kind by name and its number; a kind without a number, or an unknown
    // kind, searches until stopped.
    void linesLimit() {
        const QString path = iniPath();
        QSettings settings(path, QSettings::IniFormat);
        settings.setValue(QStringLiteral("lines/limit"), QStringLiteral("nodes"));
        settings.setValue(QStringLiteral("lines/limitValue"), 250000);
        QVERIFY(AppSettings::load(settings).linesLimit ==
                (LinesLimit{LinesLimit::Kind::Nodes, 250000}));
        settings.setValue(QStringLiteral("lines/limitValue"), QStringLiteral("lots"));
        QVERIFY(AppSettings::load(settings).linesLimit == LinesLimit{});
        settings.setValue(QStringLiteral("lines/limit"), QStringLiteral("forever"));
        settings.setValue(QStringLiteral("lines/limitValue"), 3);
        QVERIFY(AppSettings::load(settings).linesLimit == LinesLimit{});
        settings.setValue(QStringLiteral("lines/threads"), 0); // out of range: the default
        QCOMPARE(AppSettings::load(settings).linesThreads, 1);
    }

    void defaultsAreTheCores() {
        const AppSettings d = AppSettings::defaults();
        const analysis::LookaheadSettings la = annotate::annotationLookahead();
        const annotate::AnnotatorOptions ao;
        QCOMPARE(d.rootNodes, la.rootNodes);
        QCOMPARE(d.leafNodes, la.leafNodes);
        QCOMPARE(d.valueNodes, annotate::AnnotationValueNodes);
        QCOMPARE(d.budgetBits, la.budgetBits);
        QCOMPARE(d.maxExpansions, la.maxExpansions);
        QVERIFY(d.valueEngine.isEmpty()); // the tests run with KIBITZ_STOCKFISH empty
        QVERIFY(d.linesEngine.isEmpty());
        QCOMPARE(d.linesThreads, 1);
        QCOMPARE(d.linesHash, 16);
        QVERIFY(d.linesLimit == LinesLimit{});
        QCOMPARE(d.ecoFile, QStringLiteral("/usr/share/pgn-extract/eco.pgn"));
        QCOMPARE(d.moveModel, AppSettings::MoveModel::Fitted);
        QCOMPARE(d.leafModel, analysis::LeafModel::Human);
        QCOMPARE(d.threads, 0);
        QCOMPARE(d.threadCount(), std::max(1, QThread::idealThreadCount()));
        QVERIFY(d.thresholds == annotate::Thresholds{});
        QCOMPARE(d.defaultElo, 2000);
        QCOMPARE(d.defaultElo, ao.defaultElo);
        QCOMPARE(d.evaluations, ao.evaluations);
        QCOMPARE(d.variations, ao.variations);
        QCOMPARE(d.language, QString());
        QCOMPARE(d.pieceTheme, QStringLiteral("classic"));
        QCOMPARE(d.boardColors, QStringLiteral("brown"));
        QVERIFY(d == AppSettings{});

        // The conversions give the core's settings back: the model of human play among them.
        QVERIFY(d.lookahead() == la);
        QVERIFY(d.lookahead().moves == analysis::FittedMoveModel);
        QCOMPARE(d.lookahead().leaves, analysis::LeafModel::Human);
        const annotate::AnnotatorOptions options = d.annotatorOptions();
        QVERIFY(options.thresholds == ao.thresholds);
        QCOMPARE(options.defaultElo, ao.defaultElo);
        QCOMPARE(options.evaluations, ao.evaluations);
        QCOMPARE(options.variations, ao.variations);
        QCOMPARE(options.variationPlies, ao.variationPlies);
        QCOMPARE(options.nodesPerPosition, la.rootNodes + la.valueNodes);
        QVERIFY(!options.version.empty());
    }

    void conversionsCarryTheFields() {
        AppSettings s = changed();
        s.valueNodes = 5'000;
        const analysis::LookaheadSettings la = s.lookahead();
        QCOMPARE(la.rootNodes, 123'456u);
        QCOMPARE(la.leafNodes, 7'890u);
        QCOMPARE(la.valueNodes, 5'000u);
        QCOMPARE(la.budgetBits, 7.5);
        QCOMPARE(la.maxExpansions, 100);
        QCOMPARE(la.valueEngine, std::string("\"/opt/my engine/sf\" --uci"));
        QCOMPARE(la.maxPly, analysis::LookaheadSettings{}.maxPly);
        QCOMPARE(la.moves.constant, 3.0);
        QCOMPARE(la.moves.meritExponent, 1.0);
        QVERIFY(la.moves == analysis::MichieMoveModel);
        QCOMPARE(la.leaves, analysis::LeafModel::SelfPlay);
        // No second or third look at the values (deeperLooks off); on, the annotator's.
        QCOMPARE(la.checkFactor, 0);
        QCOMPARE(la.deepFactor, 0);
        s.deeperLooks = true;
        QCOMPARE(s.lookahead().checkFactor, annotate::AnnotationCheckFactor);
        QCOMPARE(s.lookahead().deepFactor, annotate::AnnotationDeepFactor);
        QCOMPARE(s.lookahead().deepCeiling, s.thresholds.valueDrop);
        QCOMPARE(s.lookahead().deepDrop, s.thresholds.dubiousDrop);
        // The quiet ! (0.25 here) takes its look from the move where it may mark; 0: none.
        QVERIFY(s.lookahead().secondBestLook);
        QCOMPARE(s.lookahead().secondBestFromMove, 11);
        s.thresholds.quietGap = 0;
        QVERIFY(!s.lookahead().secondBestLook);
        // Without a value search there is no engine to name.
        s.valueNodes = 0;
        QCOMPARE(s.lookahead().valueEngine, std::string());
        QCOMPARE(s.threadCount(), 3);

        const annotate::AnnotatorOptions options = s.annotatorOptions();
        QVERIFY(options.thresholds == s.thresholds);
        QCOMPARE(options.defaultElo, 2450);
        QCOMPARE(options.evaluations, false);
        QCOMPARE(options.variations, false);
    }

    // Each choice of the model of play on its own: the key's text, the trip back, and the
    // look-ahead it gives (as kibitz-cli's --michie-constants and --self-play-leaves).
    void modelOfPlay_data() {
        QTest::addColumn<AppSettings::MoveModel>("moveModel");
        QTest::addColumn<analysis::LeafModel>("leafModel");
        QTest::addColumn<QString>("moveText");
        QTest::addColumn<QString>("leafText");
        QTest::addColumn<double>("constant");
        QTest::addColumn<double>("meritExponent");
        QTest::addRow("fitted, human")
            << AppSettings::MoveModel::Fitted << analysis::LeafModel::Human
            << QStringLiteral("fitted") << QStringLiteral("human")
            << analysis::FittedMoveModel.constant << analysis::FittedMoveModel.meritExponent;
        QTest::addRow("michie, human")
            << AppSettings::MoveModel::Michie << analysis::LeafModel::Human
            << QStringLiteral("michie") << QStringLiteral("human") << 3.0 << 1.0;
        QTest::addRow("fitted, selfplay")
            << AppSettings::MoveModel::Fitted << analysis::LeafModel::SelfPlay
            << QStringLiteral("fitted") << QStringLiteral("selfplay")
            << analysis::FittedMoveModel.constant << analysis::FittedMoveModel.meritExponent;
        QTest::addRow("michie, selfplay")
            << AppSettings::MoveModel::Michie << analysis::LeafModel::SelfPlay
            << QStringLiteral("michie") << QStringLiteral("selfplay") << 3.0 << 1.0;
    }

    void modelOfPlay() {
        QFETCH(AppSettings::MoveModel, moveModel);
        QFETCH(analysis::LeafModel, leafModel);
        QFETCH(QString, moveText);
        QFETCH(QString, leafText);
        QFETCH(double, constant);
        QFETCH(double, meritExponent);
        AppSettings s;
        s.moveModel = moveModel;
        s.leafModel = leafModel;
        QSettings settings(iniPath(), QSettings::IniFormat);
        s.save(settings);
        QCOMPARE(settings.value(QStringLiteral("analysis/moveModel")).toString(), moveText);
        QCOMPARE(settings.value(QStringLiteral("analysis/leafModel")).toString(), leafText);
        settings.sync();
        QSettings again(settings.fileName(), QSettings::IniFormat);
        const AppSettings loaded = AppSettings::load(again);
        QCOMPARE(loaded.moveModel, moveModel);
        QCOMPARE(loaded.leafModel, leafModel);
        QVERIFY(loaded == s);

        const analysis::LookaheadSettings la = loaded.lookahead();
        QCOMPARE(la.moves.constant, constant);
        QCOMPARE(la.moves.meritExponent, meritExponent);
        QCOMPARE(la.leaves, leafModel);
        // Only the model differs from the annotator's look-ahead: a new key for the tree cache
        // unless both are the defaults.
        analysis::LookaheadSettings expected = annotate::annotationLookahead();
        expected.moves = moveModel == AppSettings::MoveModel::Michie ? analysis::MichieMoveModel
                                                                     : analysis::FittedMoveModel;
        expected.leaves = leafModel;
        QVERIFY(la == expected);
        QCOMPARE(la == annotate::annotationLookahead(),
                 moveModel == AppSettings::MoveModel::Fitted &&
                     leafModel == analysis::LeafModel::Human);
    }

    void roundTrip() {
        const QString path = iniPath();
        const AppSettings s = changed();
        {
            QSettings settings(path, QSettings::IniFormat);
            s.save(settings);
            settings.sync();
            QCOMPARE(settings.status(), QSettings::NoError);
        }
        QSettings settings(path, QSettings::IniFormat);
        const AppSettings loaded = AppSettings::load(settings);
        QCOMPARE(loaded.valueEngine, s.valueEngine);
        QCOMPARE(loaded.ecoFile, s.ecoFile);
        QCOMPARE(loaded.syzygyPath, s.syzygyPath);
        QCOMPARE(loaded.thresholds.small, s.thresholds.small);
        QVERIFY(loaded == s);

        // The defaults, and the extremes of every range, make the trip as well.
        for (const AppSettings& other : [] {
                 AppSettings high;
                 high.rootNodes = high.leafNodes = high.valueNodes = AppSettings::MaximumNodes;
                 high.budgetBits = AppSettings::MaximumBudgetBits;
                 high.maxExpansions = AppSettings::MaximumExpansions;
                 high.threads = AppSettings::MaximumThreads;
                 high.defaultElo = AppSettings::MaximumElo;
                 high.thresholds = {1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
                 high.language = QStringLiteral("es");
                 AppSettings low;
                 low.rootNodes = low.leafNodes = AppSettings::MinimumNodes;
                 low.valueNodes = 0;
                 low.budgetBits = 0.0;
                 low.maxExpansions = 0;
                 low.defaultElo = AppSettings::MinimumElo;
                 low.thresholds = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.5, 0.01, 0.0};
                 return std::vector<AppSettings>{AppSettings::defaults(), high, low};
             }()) {
            QSettings file(iniPath(), QSettings::IniFormat);
            other.save(file);
            file.sync();
            QSettings again(file.fileName(), QSettings::IniFormat);
            QVERIFY(AppSettings::load(again) == other);
        }
    }

    void anInaccuracyDropAboveTheValueDropIsCutToIt() {
        QSettings settings(iniPath(), QSettings::IniFormat);
        settings.setValue(QStringLiteral("annotation/valueDrop"), 0.05);
        settings.setValue(QStringLiteral("annotation/dubiousDrop"), 0.3);
        const AppSettings loaded = AppSettings::load(settings);
        QCOMPARE(loaded.thresholds.valueDrop, 0.05);
        QCOMPARE(loaded.thresholds.dubiousDrop, 0.05);
    }

    void missingValuesAreDefaults() {
        QSettings settings(iniPath(), QSettings::IniFormat);
        QVERIFY(AppSettings::load(settings) == AppSettings::defaults());
        // One value given, the others missing.
        settings.setValue(QStringLiteral("analysis/rootNodes"), 5000);
        AppSettings expected;
        expected.rootNodes = 5000;
        QVERIFY(AppSettings::load(settings) == expected);
    }

    void garbageLoadsAsDefaults_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        const QStringList numeric = {
            QStringLiteral("analysis/rootNodes"),        QStringLiteral("analysis/leafNodes"),
            QStringLiteral("analysis/valueNodes"),       QStringLiteral("analysis/budgetBits"),
            QStringLiteral("analysis/maxExpansions"),    QStringLiteral("analysis/threads"),
            QStringLiteral("annotation/small"),          QStringLiteral("annotation/large"),
            QStringLiteral("annotation/decisive"),       QStringLiteral("annotation/tensionLow"),
            QStringLiteral("annotation/tensionHigh"),    QStringLiteral("annotation/hysteresis"),
            QStringLiteral("annotation/valueThreshold"), QStringLiteral("annotation/valueDrop"),
            QStringLiteral("annotation/defaultElo"),     QStringLiteral("annotation/dubiousDrop"),
            QStringLiteral("annotation/quietGap")};
        for (const QString& key : numeric) {
            for (const char* value : {"many", "", "-5", "1e13", "nan", "inf", "2.5e400"})
                QTest::addRow("%s=%s", qPrintable(key), value) << key << QString::fromLatin1(value);
        }
        // Whole numbers must be whole.
        for (const char* key : {"analysis/rootNodes", "analysis/maxExpansions", "analysis/threads",
                                "annotation/defaultElo"})
            QTest::addRow("%s=2.5", key) << QString::fromLatin1(key) << QStringLiteral("2.5");
        // Just beyond the command line's ranges.
        QTest::addRow("rootNodes=0") << QStringLiteral("analysis/rootNodes") << QStringLiteral("0");
        QTest::addRow("budgetBits=30.5")
            << QStringLiteral("analysis/budgetBits") << QStringLiteral("30.5");
        QTest::addRow("threads=513") << QStringLiteral("analysis/threads") << QStringLiteral("513");
        QTest::addRow("valueThreshold=0.4")
            << QStringLiteral("annotation/valueThreshold") << QStringLiteral("0.4");
        QTest::addRow("valueDrop=0")
            << QStringLiteral("annotation/valueDrop") << QStringLiteral("0");
        QTest::addRow("dubiousDrop=1.5")
            << QStringLiteral("annotation/dubiousDrop") << QStringLiteral("1.5");
        QTest::addRow("quietGap=2.5")
            << QStringLiteral("annotation/quietGap") << QStringLiteral("2.5");
        QTest::addRow("defaultElo=3510")
            << QStringLiteral("annotation/defaultElo") << QStringLiteral("3510");
        for (const char* key :
             {"annotation/evaluations", "annotation/variations", "analysis/deeperLooks"}) {
            for (const char* value : {"yes please", "-5", "2", ""})
                QTest::addRow("%s=%s", key, value)
                    << QString::fromLatin1(key) << QString::fromLatin1(value);
        }
        // The model of play by its names alone, as save() writes them.
        for (const char* value : {"Michie", "MICHIE", "1", "michie ", "human", "", "-5"})
            QTest::addRow("moveModel=%s", value)
                << QStringLiteral("analysis/moveModel") << QString::fromLatin1(value);
        for (const char* value : {"SelfPlay", "self-play", "1", "michie", "", "-5"})
            QTest::addRow("leafModel=%s", value)
                << QStringLiteral("analysis/leafModel") << QString::fromLatin1(value);
        for (const char* value : {"klingon", "EN", "-5", "de_DE"})
            QTest::addRow("language=%s", value)
                << QStringLiteral("appearance/language") << QString::fromLatin1(value);
        for (const char* value : {"../etc", "-5", "", "a b", ":/x"})
            QTest::addRow("pieceTheme=%s", value)
                << QStringLiteral("appearance/pieceTheme") << QString::fromLatin1(value);
        for (const char* value : {"purple", "Blue", "", "-5"})
            QTest::addRow("boardColors=%s", value)
                << QStringLiteral("appearance/boardColors") << QString::fromLatin1(value);
    }

    void garbageLoadsAsDefaults() {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QSettings settings(iniPath(), QSettings::IniFormat);
        // A sensible value first, so that a default on load is not the missing key's.
        changed().save(settings);
        settings.setValue(key, value);
        const AppSettings loaded = AppSettings::load(settings);
        const AppSettings d = AppSettings::defaults();
        const AppSettings c = changed();
        QVERIFY(AppSettings::inOrder(loaded.thresholds));
        // The value at `key` is the default's, and so only it differs from changed().
        AppSettings expected = c;
        const QString name = key.section(QLatin1Char('/'), 1);
        if (name == QLatin1String("rootNodes")) expected.rootNodes = d.rootNodes;
        if (name == QLatin1String("leafNodes")) expected.leafNodes = d.leafNodes;
        if (name == QLatin1String("valueNodes")) expected.valueNodes = d.valueNodes;
        if (name == QLatin1String("budgetBits")) expected.budgetBits = d.budgetBits;
        if (name == QLatin1String("maxExpansions")) expected.maxExpansions = d.maxExpansions;
        if (name == QLatin1String("threads")) expected.threads = d.threads;
        if (name == QLatin1String("moveModel")) expected.moveModel = d.moveModel;
        if (name == QLatin1String("leafModel")) expected.leafModel = d.leafModel;
        if (name == QLatin1String("small")) expected.thresholds.small = d.thresholds.small;
        if (name == QLatin1String("large")) expected.thresholds.large = d.thresholds.large;
        if (name == QLatin1String("decisive")) expected.thresholds.decisive = d.thresholds.decisive;
        if (name == QLatin1String("tensionLow"))
            expected.thresholds.tensionLow = d.thresholds.tensionLow;
        if (name == QLatin1String("tensionHigh"))
            expected.thresholds.tensionHigh = d.thresholds.tensionHigh;
        if (name == QLatin1String("hysteresis"))
            expected.thresholds.hysteresis = d.thresholds.hysteresis;
        if (name == QLatin1String("valueThreshold"))
            expected.thresholds.valueThreshold = d.thresholds.valueThreshold;
        if (name == QLatin1String("valueDrop"))
            expected.thresholds.valueDrop = d.thresholds.valueDrop;
        if (name == QLatin1String("dubiousDrop"))
            expected.thresholds.dubiousDrop = d.thresholds.dubiousDrop;
        if (name == QLatin1String("quietGap")) expected.thresholds.quietGap = d.thresholds.quietGap;
        if (name == QLatin1String("defaultElo")) expected.defaultElo = d.defaultElo;
        if (name == QLatin1String("evaluations")) expected.evaluations = d.evaluations;
        if (name == QLatin1String("variations")) expected.variations = d.variations;
        if (name == QLatin1String("deeperLooks")) expected.deeperLooks = d.deeperLooks;
        if (name == QLatin1String("language")) expected.language = d.language;
        if (name == QLatin1String("pieceTheme")) expected.pieceTheme = d.pieceTheme;
        if (name == QLatin1String("boardColors")) expected.boardColors = d.boardColors;
        // A default that breaks the order of the changed values resets that whole scale.
        if (!(expected.thresholds.small <= expected.thresholds.large &&
              expected.thresholds.large <= expected.thresholds.decisive)) {
            expected.thresholds.small = d.thresholds.small;
            expected.thresholds.large = d.thresholds.large;
            expected.thresholds.decisive = d.thresholds.decisive;
        }
        QVERIFY2(loaded == expected, qPrintable(key + QLatin1Char('=') + value));
    }

    void everythingGarbageIsDefaults() {
        QSettings settings(iniPath(), QSettings::IniFormat);
        changed().save(settings);
        for (const QString& key : settings.allKeys()) {
            // The engine's command line, the ECO file's path and the Syzygy folders are free
            // text: any is a command or a path.
            if (key == QLatin1String("analysis/valueEngine") ||
                key == QLatin1String("lines/engine") ||
                key == QLatin1String("annotation/ecoFile") ||
                key == QLatin1String("analysis/syzygyPath"))
                continue;
            settings.setValue(key, QStringLiteral("-5 garbage"));
        }
        AppSettings expected = AppSettings::defaults();
        expected.valueEngine = changed().valueEngine;
        expected.linesEngine = changed().linesEngine;
        expected.ecoFile = changed().ecoFile;
        expected.syzygyPath = changed().syzygyPath;
        QVERIFY(AppSettings::load(settings) == expected);
    }

    void thresholdsOutOfOrderAreDefaults() {
        QSettings settings(iniPath(), QSettings::IniFormat);
        AppSettings s = changed();
        s.thresholds.small = 0.5;      // above large
        s.thresholds.tensionLow = 0.7; // above high
        s.save(settings);
        const AppSettings loaded = AppSettings::load(settings);
        const annotate::Thresholds d;
        QCOMPARE(loaded.thresholds.small, d.small);
        QCOMPARE(loaded.thresholds.large, d.large);
        QCOMPARE(loaded.thresholds.decisive, d.decisive);
        QCOMPARE(loaded.thresholds.tensionLow, d.tensionLow);
        QCOMPARE(loaded.thresholds.tensionHigh, d.tensionHigh);
        // The others are kept.
        QCOMPARE(loaded.thresholds.valueDrop, 0.15);
        QCOMPARE(loaded.defaultElo, 2450);
    }

    void unknownModelsAreTheDefaults() {
        // A file from a later Kibitz with a third model, or none: the defaults, the rest kept.
        QSettings settings(iniPath(), QSettings::IniFormat);
        changed().save(settings);
        settings.setValue(QStringLiteral("analysis/moveModel"), QStringLiteral("stockfish"));
        settings.setValue(QStringLiteral("analysis/leafModel"), 2);
        const AppSettings loaded = AppSettings::load(settings);
        QCOMPARE(loaded.moveModel, AppSettings::MoveModel::Fitted);
        QCOMPARE(loaded.leafModel, analysis::LeafModel::Human);
        QVERIFY(loaded.lookahead().moves == analysis::FittedMoveModel);
        QCOMPARE(loaded.lookahead().leaves, analysis::LeafModel::Human);
        QCOMPARE(loaded.budgetBits, 7.5);
        settings.remove(QStringLiteral("analysis/moveModel"));
        settings.remove(QStringLiteral("analysis/leafModel"));
        QCOMPARE(AppSettings::load(settings).moveModel, AppSettings::MoveModel::Fitted);
        QCOMPARE(AppSettings::load(settings).leafModel, analysis::LeafModel::Human);
    }

    void typedValuesLoad() {
        // Native formats (the registry, plists) keep types: a bool and numbers, not text.
        QSettings settings(iniPath(), QSettings::IniFormat);
        settings.setValue(QStringLiteral("annotation/evaluations"), false);
        settings.setValue(QStringLiteral("analysis/budgetBits"), 4.0);
        settings.setValue(QStringLiteral("analysis/rootNodes"), qulonglong(3'000'000'000ULL));
        const AppSettings loaded = AppSettings::load(settings);
        QCOMPARE(loaded.evaluations, false);
        QCOMPARE(loaded.budgetBits, 4.0);
        QCOMPARE(loaded.rootNodes, 3'000'000'000ULL);
    }
};

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
