#pragma once

// The settings of the desktop program as one value: the analysis budget, the model of play, the
// thresholds of the annotations, the default strength, what the annotations write, the threads, the
// language and the piece set. Kept with QSettings, edited in SettingsDialog.
//
// The defaults are the core's (LookaheadSettings, the annotator's look-ahead, Thresholds,
// AnnotatorOptions), not copies of their numbers, so that the desktop program and kibitz-cli
// annotate agree until the user changes something. The ranges are the command line's.
//
// load() never fails: a value that is missing, not a number or out of its range takes its
// default, as do thresholds that are out of order, so that a hand-edited or old settings file
// cannot put the analysis into a state the dialog would refuse.

#include "analysis/lookahead.h"
#include "annotate/annotator.h"
#include "annotate/rules.h"
#include "ui/analysis/linesengine.h"

#include <QString>

#include <cstdint>

QT_BEGIN_NAMESPACE
class QSettings;
QT_END_NAMESPACE

namespace kibitz::ui {

struct AppSettings {
    // Ranges, as kibitz-cli annotate takes them.
    static constexpr std::uint64_t MinimumNodes = 1;
    static constexpr std::uint64_t MaximumNodes = 1'000'000'000'000;
    static constexpr double MaximumBudgetBits = 30.0;
    static constexpr int MaximumExpansions = 1'000'000;
    static constexpr int MaximumThreads = 512;
    // The strength controls' range of Elo (ui/analysis/strengthcontrols.h): merit = Elo / 1000.
    static constexpr int MinimumElo = 0;
    static constexpr int MaximumElo = 3500;

    // The analysis budget (analysis::LookaheadSettings), the annotator's by default.
    std::uint64_t rootNodes = annotate::annotationLookahead().rootNodes; // the principal search
    std::uint64_t leafNodes = annotate::annotationLookahead().leafNodes; // each leaf's search
    // The search of the best line alone that values each position (v, [%eval]); 0: none.
    std::uint64_t valueNodes = annotate::annotationLookahead().valueNodes;
    // The second and third looks at the values around a move that seems to lose value
    // (analysis/valuecheck.h, the annotator's factors); off: none, as --check-factor 0
    // --deep-factor 0.
    bool deeperLooks = true;
    // Expand lines reached with probability >= 2^-budgetBits.
    double budgetBits = annotate::annotationLookahead().budgetBits;
    int maxExpansions = annotate::annotationLookahead().maxExpansions; // per position at most
    // The command line of a UCI engine that does the value search instead of the built-in
    // engine; empty for the built-in one. defaults() names the installed Stockfish, if any.
    QString valueEngine;
    int threads = 0; // positions analysed at the same time; 0: all cores
    // Folders of Syzygy endgame tables, ':' between them (kibitz-cli's --syzygy); empty: none.
    QString syzygyPath;

    // The live engine lines: the command line of the UCI engine that runs them, empty for the
    // built-in engine (defaults() names the installed Stockfish, if any, as for the value engine),
    // its threads and hash, and how long each position is searched.
    QString linesEngine;
    int linesThreads = 1;
    int linesHash = 16; // MB
    LinesLimit linesLimit;
    static constexpr int MaximumHash = 65536;

    // The model of play, as kibitz-cli's --michie-constants and --self-play-leaves choose it: the
    // constants of the players' choices (LookaheadSettings::moves) and how the leaves of the
    // back-up are valued (LookaheadSettings::leaves).
    enum class MoveModel : std::uint8_t {
        Fitted, // analysis::FittedMoveModel: fitted to the moves of human games
        Michie, // analysis::MichieMoveModel: Michie's c = 3 and merit = Elo / 1000 (1981)
    };
    MoveModel moveModel = MoveModel::Fitted;
    analysis::LeafModel leafModel = annotate::annotationLookahead().leaves;

    // The annotations.
    annotate::Thresholds thresholds;
    // The strength of a player without a rating tag, as an Elo rating (merit * 1000).
    int defaultElo = annotate::AnnotatorOptions{}.defaultElo;
    bool evaluations = annotate::AnnotatorOptions{}.evaluations; // [%eval] on every move
    bool variations = annotate::AnnotatorOptions{}.variations; // the move preferred after ?, ??, ?!
    // The opening book (an ECO file in pgn-extract's format) that names the openings and spares
    // book moves a judgement; empty: none.
    QString ecoFile = QString::fromLatin1(annotate::DefaultEcoPath);

    // Appearance.
    QString language; // "" for the system's, else "en", "de", "fr" or "es"
    QString pieceTheme = QStringLiteral("classic"); // a folder under ":/pieces/"
    QString boardColors = QStringLiteral("brown");  // one of BoardColors::schemeNames()

    // The same as AppSettings{}: the core's defaults.
    static AppSettings defaults();
    static AppSettings load(QSettings& settings);
    void save(QSettings& settings) const;

    analysis::LookaheadSettings lookahead() const;
    annotate::AnnotatorOptions annotatorOptions() const;
    // The engine of the live lines, without the options kept per engine (EngineLines adds them).
    LinesEngine linesEngineConfig() const;
    // `threads`, with 0 made the number of cores.
    int threadCount() const;

    // The languages that `language` may name besides "" (the system's).
    static QStringList languages();
    // small <= large <= decisive, and tensionLow <= tensionHigh: what the dialog insists on.
    static bool inOrder(const annotate::Thresholds& thresholds);

    bool operator==(const AppSettings&) const = default;
};

} // namespace kibitz::ui
