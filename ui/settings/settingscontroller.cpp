#include "ui/settings/settingscontroller.h"

#include "engines/ucivaluer.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/board/boardview.h"
#include "ui/models/pieceletters.h"
#include "ui/movetree/openinglabel.h"
#include "ui/settings/settingsdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMetaObject>
#include <QSettings>
#include <QStatusBar>
#include <QTranslator>

#include <cstdio>

namespace kibitz::ui {

namespace {

// The translator for `name` in `locale` from `directory`, installed in `app`; false if none.
bool install(QCoreApplication& app, const QLocale& locale, const QString& name,
             const QString& directory) {
    auto* translator = new QTranslator(&app);
    if (translator->load(locale, name, QStringLiteral("_"), directory) &&
        QCoreApplication::installTranslator(translator))
        return true;
    delete translator;
    return false;
}

} // namespace

SettingsController::SettingsController(QMainWindow* window, BoardView* board)
    : QObject(window)
    , window_(window)
    , board_(board)
    , action_(new QAction(tr("Se&ttings…"), window)) {
    action_->setObjectName(QStringLiteral("settingsAction"));
    action_->setStatusTip(tr("Change the analysis, the annotations and the appearance"));
    action_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    action_->setMenuRole(QAction::PreferencesRole);
    connect(action_, &QAction::triggered, this, &SettingsController::editSettings);
    // The rest of the stored settings reach the window through the analysis settings main()
    // derives from them (analysisSettings()), which the window passes through reportingFailures().
    QSettings stored;
    const AppSettings settings = AppSettings::load(stored);
    board_->setPieceTheme(settings.pieceTheme);
    board_->setColorScheme(settings.boardColors);
}

AnalysisSettings SettingsController::reportingFailures(AnalysisSettings settings) const {
    if (!settings.makeValuer) return settings;
    // Called on worker threads: the message is posted to the window, and a posted call dies with
    // its receiver. Each worker that cannot start the engine says so (the message is the same).
    settings.makeValuer = [make = settings.makeValuer, engine = settings.valueEngine,
                           window = window_]() -> std::unique_ptr<analysis::RootValuer> {
        auto valuer = make();
        if (!valuer)
            QMetaObject::invokeMethod(window, [window, engine] {
                window->statusBar()->showMessage(
                    tr("The value engine %1 could not be started: the built-in engine values "
                       "instead. Check it in Settings.")
                        .arg(engine),
                    15000);
            });
        return valuer;
    };
    return settings;
}

void SettingsController::applyValuer(const AnalysisSettings& settings) {
    if (!analysis_) return;
    GameAnalyser* analyser = analysis_->analyser();
    if (settings.makeValuer)
        analyser->setValuerFactory(settings.makeValuer, settings.valueEngine.toStdString());
    else
        analyser->setValuerFactory({}, {});
}

void SettingsController::editSettings() {
    QSettings stored;
    const AppSettings current = AppSettings::load(stored);
    SettingsDialog dialog(current, window_);
    if (dialog.exec() != QDialog::Accepted) return;
    const AppSettings chosen = dialog.settings();
    if (chosen.language != current.language)
        window_->statusBar()->showMessage(tr("The language changes the next time Kibitz starts"),
                                          6000);
    apply(chosen);
}

void SettingsController::apply(const AppSettings& settings) {
    QSettings stored;
    settings.save(stored);
    board_->setPieceTheme(settings.pieceTheme);
    board_->setColorScheme(settings.boardColors);
    const AnalysisSettings analysis = reportingFailures(analysisSettings(settings));
    // Before setSettings(), which analyses the current game again: with the new engine.
    applyValuer(analysis);
    if (analysis_) analysis_->setSettings(analysis); // with the book of the settings
    if (openingLabel_) openingLabel_->setBook(analysis.annotator.book);
}

AnalysisSettings SettingsController::analysisSettings(const AppSettings& settings) {
    AnalysisSettings result = AnalysisSettings::desktopDefaults();
    result.lookahead = settings.lookahead();
    // Named below only when a valuer runs it: the trees of the built-in engine must not be
    // cached under the external engine's name.
    result.lookahead.valueEngine.clear();
    result.threads = settings.threadCount();
    result.annotator = settings.annotatorOptions();
    result.annotator.book = openingBook(settings.ecoFile);
    result.lookahead.tablebases = tablebases(settings.syzygyPath);
    result.solver = solver();
    result.linesEngine = settings.linesEngineConfig();
    result.linesLimit = settings.linesLimit;
    result.valueEngine = settings.valueNodes > 0 ? settings.valueEngine : QString();
    if (!result.valueEngine.isEmpty()) {
        engines::EngineConfig config;
        if (config.setCommand(result.valueEngine)) {
            config.options = engines::UciValuer::defaultOptions();
            result.makeValuer = engines::valuerFactory(config, [](const QString& why) {
                std::fprintf(stderr, "kibitz: %s; the built-in engine values instead\n",
                             qPrintable(why));
            });
            result.lookahead.valueEngine = result.valueEngine.toStdString();
        }
    }
    return result;
}

std::shared_ptr<const tablebase::Tablebases> SettingsController::tablebases(const QString& path) {
    // libfathom holds one set of tables per process: opened again only for another path.
    static QString openedPath;
    static std::shared_ptr<const tablebase::Tablebases> opened;
    if (path == openedPath && opened) return opened;
    opened.reset(); // closes the old tables before the new ones open
    std::shared_ptr<const tablebase::Syzygy> syzygy;
    if (!path.isEmpty()) {
        syzygy = tablebase::Syzygy::open(tablebase::splitSyzygyPath(path.toStdString()));
        for (const std::string& problem : syzygy->problems())
            std::fprintf(stderr, "kibitz: %s\n", problem.c_str());
        std::fprintf(stderr, "kibitz: %s\n", syzygy->summary().c_str());
    }
    openedPath = path;
    opened = std::make_shared<const tablebase::Tablebases>(std::move(syzygy), solver());
    return opened;
}

std::shared_ptr<tablebase::Solver> SettingsController::solver() {
    // Kibitz's own tables answer for what the cache holds, and for what the window makes.
    static const auto solver = std::make_shared<tablebase::Solver>();
    return solver;
}

std::shared_ptr<const annotate::OpeningBook> SettingsController::openingBook(const QString& path) {
    // Read once for every game the window annotates or names, and again only for another file.
    static QString loadedPath;
    static std::shared_ptr<const annotate::OpeningBook> loaded;
    if (path.isEmpty()) return nullptr;
    if (path == loadedPath) return loaded;
    auto book = annotate::OpeningBook::load(path.toStdString());
    if (!book)
        std::fprintf(stderr, "kibitz: no opening book (%s); openings are not named\n",
                     book.error().c_str());
    loadedPath = path;
    loaded = book ? *book : nullptr;
    return loaded;
}

void SettingsController::installTranslators(QCoreApplication& app, const QString& language) {
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    // The moves' piece letters follow the language: Sf3 in German.
    setPieceLetterLanguage(language.isEmpty() ? locale.name() : language);
    if (language == QLatin1String("en")) return;
    // Qt's own strings (the buttons of dialogs) when the system has them.
    install(app, locale, QStringLiteral("qtbase"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    // The window's strings, and the words the annotator writes into games.
    install(app, locale, QStringLiteral("kibitz"), QStringLiteral(":/i18n"));
    install(app, locale, QStringLiteral("kibitz_core"), QStringLiteral(":/i18n"));
}

} // namespace kibitz::ui
