#pragma once

// An engine's best lines of the current position, updated live as the search deepens: MultiPV 1 to
// 5 (3 at first, the "Lines" box), each line with its score from White's standpoint (in pawns,
// mates as #n and #-n), its depth and its moves in SAN, and the engine's name, depth, nodes and
// speed above them. A click on a line offers it to the game (lineChosen): up to the move clicked,
// or the whole line when the click is on its score or depth.
//
// The engine is the built-in one (BuiltinLines) or an external UCI engine (UciLines), chosen with
// setEngine(); the panel talks to either through LinesBackend, which drops the lines of a search
// that is no longer current and never blocks. A UCI engine's options are edited with "Engine
// Options…" (EngineOptionsDialog), kept per command and sent on every start. An engine that does
// not start or ends says so in the header, with its command, and the panel shows no lines until
// the engine is chosen again. The UCI engine is started when the lines are first searched.
// The view is refreshed at most every RefreshIntervalMs.

#include "chess/position.h"
#include "search/search.h"
#include "ui/analysis/linesbackend.h"
#include "ui/analysis/ucilines.h"

#include <QWidget>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
class QSpinBox;
class QTimer;
class QToolButton;
class QTreeWidget;
QT_END_NAMESPACE

namespace kibitz::tablebase {
class Tablebases;
}

namespace kibitz::ui {

class EngineOptionsDialog;

class EngineLines : public QWidget {
    Q_OBJECT

public:
    static constexpr int MaxLines = 5;
    static constexpr int DefaultLines = 3;
    static constexpr int RefreshIntervalMs = 100;
    enum Column { ScoreColumn, DepthColumn, MovesColumn, ColumnCount };

    explicit EngineLines(QWidget* parent = nullptr);
    ~EngineLines() override; // stops the search; a UCI engine is told to quit, then killed

    // The engine that runs the lines (the built-in one at first); a different one replaces the
    // running engine at once. Its stored options (storedEngineOptions) are added to `engine`'s.
    void setEngine(const LinesEngine& engine);
    const LinesEngine& engine() const { return engine_; }
    // The engine running the lines, null before the first search.
    LinesBackend* backend() const { return backend_.get(); }
    // How long each position is searched (infinite at first); the search starts again.
    void setLimit(const LinesLimit& limit);
    const LinesLimit& limit() const { return limit_; }

    // The position to analyse (copied); when running, the search starts again on it. The same
    // position again (by FEN) changes nothing, so that the search goes on.
    void setPosition(const chess::Position& position);
    // Search each position until stopped (0), or until this many nodes: setLimit's shorthand.
    void setNodeLimit(std::uint64_t nodes);
    // The endgame tables the search probes (null: none); the search starts again with them.
    void setTablebases(std::shared_ptr<const tablebase::Tablebases> tables);
    std::uint64_t nodeLimit() const {
        return limit_.kind == LinesLimit::Kind::Nodes ? limit_.value : 0;
    }
    // How many lines (MultiPV), 1 to MaxLines; the search starts again with them.
    void setLineCount(int lines);
    int lineCount() const { return lineCount_; }

    // Switched on (the Start/Stop button checked): the engine analyses each position it is given.
    void start();
    void stop();
    bool isRunning() const { return running_; }
    // Running and not held, and the position's lines are coming (or came): not where the game
    // is over, nor after the engine failed.
    bool expectsLines() const {
        return running_ && !held_ && position_.gameEnd() == chess::GameEnd::None &&
               failure_.isEmpty();
    }
    // Held: switched on but not searching, because something else needs the cores (the game
    // analysis); the search resumes when released.
    void setHeld(bool held);
    bool isHeld() const { return held_; }
    bool isSearching() const;

    // For tests and the window: the button, the lines, the header's text, the deepest depth
    // shown (0 before the first line).
    QToolButton* startButton() const { return startButton_; }
    QSpinBox* lineCountBox() const { return lineCountBox_; }
    QToolButton* optionsButton() const { return optionsButton_; }
    QTreeWidget* lineView() const { return view_; }
    QString headerText() const;
    int shownDepth() const { return shownDepth_; }

    // "+0.35", "-1.20", "0.00", "#2", "#-3", "+TB" (a position an endgame table has won): `score`
    // of the side to move `us`, from White's standpoint.
    static QString formatScore(search::Value score, chess::Color us);
    // "24. Rd3 c5 25. Bf2", "24... c5 25. Bf2 Kh8": the moves of `line` from `position`.
    static QString formatLine(const chess::Position& position,
                              const std::vector<chess::Move>& line);
    // The same text, and for each of its legal moves the length of the text up to the end of that
    // move's SAN: "24. Rd3 c5" gives {7, 10}.
    struct LineText {
        QString text;
        std::vector<int> moveEnds;
    };
    static LineText lineText(const chess::Position& position, const std::vector<chess::Move>& line);
    // The number of moves of the line shown in row `rank` that a click at `x` (in the view's
    // viewport) takes: up to and with the move under it, all of them left of the moves' column or
    // right of the text, 0 for an empty row.
    int movesUpTo(int rank, int x) const;

    // "Engine Options…": the dialog of the UCI engine's options, opened (not modal to the test
    // that calls it); OK keeps the changed values and sends them before the next search. Null
    // when the engine is the built-in one or has not told its options yet.
    EngineOptionsDialog* openEngineOptions();

signals:
    // The user clicked a line: its first `moves` from the position of `key` (the position the
    // lines are of, chess::Position::key()).
    void lineChosen(chess::Key key, const std::vector<chess::Move>& moves);

    void runningChanged(bool running);
    // After the view shows new lines.
    void linesUpdated();

private:
    void restart();
    void showHeader(const QString& text);
    void halt();
    // The backend of engine_, made when first needed.
    LinesBackend& backend();
    void received(const search::LineInfo& info);
    void finished();
    void failed(const QString& why);
    void optionsChosen(EngineOptionsDialog* dialog);
    void updateOptionsButton();
    void refresh();
    void clearLines();
    void updateButton();
    void fitHeight();
    bool eventFilter(QObject* watched, QEvent* event) override;

    LinesEngine engine_;
    std::unique_ptr<LinesBackend> backend_;
    UciLines* uci_ = nullptr; // backend_, when it is a UCI engine
    QString failure_;         // why the engine is of no use, empty while it is
    chess::Position position_;
    LinesLimit limit_;
    std::shared_ptr<const tablebase::Tablebases> tables_;
    bool running_ = false;
    bool held_ = false;
    bool finished_ = false;
    // The latest line of each rank, of the current generation.
    int lineCount_ = DefaultLines;
    std::array<std::optional<search::LineInfo>, MaxLines> lines_;
    std::optional<search::LineInfo> latest_;
    bool dirty_ = false;
    int shownDepth_ = 0;
    QToolButton* startButton_;
    QSpinBox* lineCountBox_;
    QToolButton* optionsButton_;
    QLabel* header_;
    QTreeWidget* view_;
    QTimer* refreshTimer_;
};

} // namespace kibitz::ui
