#pragma once

// The settings in the window: Edit → Settings… (Ctrl+,) opens SettingsDialog over the settings kept
// with QSettings; OK saves them and applies what can change while the program runs (the analysis
// budget, the model of play, threads and value engine, the thresholds and options of the
// annotations, the default strength, the piece set). The language is read once, at start-up
// (installTranslators).

#include "ui/analysisfeature/analysisfeature.h"
#include "ui/settings/appsettings.h"

#include <QObject>

QT_BEGIN_NAMESPACE
class QAction;
class QCoreApplication;
class QMainWindow;
QT_END_NAMESPACE

namespace kibitz::ui {

class BoardView;
class OpeningLabel;

class SettingsController : public QObject {
    Q_OBJECT

public:
    // Makes the action for the window's Edit menu (objectName "settingsAction") and gives the
    // board the stored piece set.
    SettingsController(QMainWindow* window, BoardView* board);
    // The analysis the settings apply to, made after the controller (with reportingFailures()).
    void setAnalysis(AnalysisFeature* analysis) { analysis_ = analysis; }
    // The opening's name over the move list, which classifies with the settings' opening book.
    void setOpeningLabel(OpeningLabel* label) { openingLabel_ = label; }

    QAction* action() const { return action_; }
    // Opens the dialog; on OK saves and applies the settings.
    void editSettings();
    // Saves `settings` with QSettings and applies them to the window.
    void apply(const AppSettings& settings);

    // What the analysis of the window uses of `settings`. With an external value engine that
    // starts, makeValuer makes a valuer running it for each worker (of Annotate All Games and of
    // the current game's analysis) and lookahead.valueEngine names it; otherwise both are empty.
    static AnalysisSettings analysisSettings(const AppSettings& settings);
    // The opening book in the ECO file `path` (AppSettings::ecoFile), read the first time it is
    // asked for and shared after that; null for an empty path or a file that cannot be read (the
    // reason goes to the standard error: the window works without a book).
    static std::shared_ptr<const annotate::OpeningBook> openingBook(const QString& path);
    // Kibitz's own tables and the Syzygy tables of `path` (AppSettings::syzygyPath; empty: none),
    // opened the first time it is asked for and shared after that. What Syzygy tables were found,
    // and each file left out, goes to the standard error.
    static std::shared_ptr<const tablebase::Tablebases> tablebases(const QString& path);
    // Kibitz's own tables (the XDG cache folder's kibitz/tablebases), one for the program: the
    // tablebases above ask it, and the window makes the tables it lacks in it.
    static std::shared_ptr<tablebase::Solver> solver();
    // `settings`, with a makeValuer that also tells the window's status bar when the engine does
    // not start (the reason goes to the standard error, as the command-line program writes it).
    // The window's analysis is made with these.
    AnalysisSettings reportingFailures(AnalysisSettings settings) const;

    // Our translations (kibitz_*.qm and the annotator's kibitz_core_*.qm, embedded under :/i18n)
    // and Qt's for `language`, or for the system's locale when it is empty. Call once, before the
    // window is made; the translators belong to `app`.
    static void installTranslators(QCoreApplication& app, const QString& language);

private:
    // The analyser of the current game values with the external engine of `settings`, if any.
    void applyValuer(const AnalysisSettings& settings);

    QMainWindow* window_;
    BoardView* board_;
    AnalysisFeature* analysis_ = nullptr;
    OpeningLabel* openingLabel_ = nullptr;
    QAction* action_;
};

} // namespace kibitz::ui
