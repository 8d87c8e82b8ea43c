#pragma once

// The built-in engine's best lines of the current position, updated live as the search deepens
// (issue 7): MultiPV 1 to 5 (3 at first, the "Lines" box), each line with its score from White's
// standpoint (in pawns, mates as #n and #-n), its depth and its moves in SAN, and the search's
// depth, nodes and speed above them. A click on a line offers it to the game (lineChosen): up to
// the move clicked, or the whole line when the click is on its score or depth.
//
// Threading: the search runs on the engine's own thread (search::Engine). Its info callbacks post
// each line to the GUI thread with a queued call that carries the generation of the search; a
// line of an older generation (a previous position, a stopped search) is dropped there. The view
// is refreshed at most every RefreshIntervalMs. setPosition(), stop() and the destructor stop the
// search and join its thread, which takes a few milliseconds (the search polls its stop flag).

#include "chess/position.h"
#include "search/search.h"

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

namespace kibitz::search {
class Engine;
}
namespace kibitz::tablebase {
class Tablebases;
}

namespace kibitz::ui {

class EngineLines : public QWidget {
    Q_OBJECT

public:
    static constexpr int MaxLines = 5;
    static constexpr int DefaultLines = 3;
    static constexpr int RefreshIntervalMs = 100;
    enum Column { ScoreColumn, DepthColumn, MovesColumn, ColumnCount };

    explicit EngineLines(QWidget* parent = nullptr);
    ~EngineLines() override; // stops and joins a running search

    // The position to analyse (copied); when running, the search starts again on it. The same
    // position again (by FEN) changes nothing, so that the search goes on.
    void setPosition(const chess::Position& position);
    // Search each position until stopped (0), or until this many nodes.
    void setNodeLimit(std::uint64_t nodes);
    // The endgame tables the search probes (null: none); the search starts again with them.
    void setTablebases(std::shared_ptr<const tablebase::Tablebases> tables);
    std::uint64_t nodeLimit() const { return nodeLimit_; }
    // How many lines (MultiPV), 1 to MaxLines; the search starts again with them.
    void setLineCount(int lines);
    int lineCount() const { return lineCount_; }

    // Switched on (the Start/Stop button checked): the engine analyses each position it is given.
    void start();
    void stop();
    bool isRunning() const { return running_; }
    // Held: switched on but not searching, because something else needs the cores (the game
    // analysis); the search resumes when released.
    void setHeld(bool held);
    bool isHeld() const { return held_; }
    bool isSearching() const;

    // For tests and the window: the button, the lines, the header's text, the deepest depth
    // shown (0 before the first line).
    QToolButton* startButton() const { return startButton_; }
    QSpinBox* lineCountBox() const { return lineCountBox_; }
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

signals:
    // The user clicked a line: its first `moves` from the position of FEN `fen` (the position the
    // lines are of).
    void lineChosen(const QString& fen, const std::vector<chess::Move>& moves);

    void runningChanged(bool running);
    // After the view shows new lines.
    void linesUpdated();

private:
    void restart();
    void halt();
    void received(std::uint64_t generation, const search::LineInfo& info);
    void finished(std::uint64_t generation);
    void refresh();
    void clearLines();
    void updateButton();
    void fitHeight();
    bool eventFilter(QObject* watched, QEvent* event) override;

    std::unique_ptr<search::Engine> engine_;
    chess::Position position_;
    std::uint64_t nodeLimit_ = 0;
    std::shared_ptr<const tablebase::Tablebases> tables_;
    // Bumped by every start and stop of a search: lines of an older one are dropped.
    std::uint64_t generation_ = 0;
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
    QLabel* header_;
    QTreeWidget* view_;
    QTimer* refreshTimer_;
};

} // namespace kibitz::ui
