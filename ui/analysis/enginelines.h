#pragma once

// The built-in engine's best lines of the current position, updated live as the search deepens
// (issue 7): MultiPV 3, each line with its score from White's standpoint (in pawns, mates as #n
// and #-n), its depth and its moves in SAN, and the search's depth, nodes and speed above them.
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

QT_BEGIN_NAMESPACE
class QLabel;
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
    static constexpr int LineCount = 3;
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
    QTreeWidget* lineView() const { return view_; }
    QString headerText() const;
    int shownDepth() const { return shownDepth_; }

    // "+0.35", "-1.20", "0.00", "#2", "#-3", "+TB" (a position an endgame table has won): `score`
    // of the side to move `us`, from White's standpoint.
    static QString formatScore(search::Value score, chess::Color us);
    // "24. Rd3 c5 25. Bf2", "24... c5 25. Bf2 Kh8": the moves of `line` from `position`.
    static QString formatLine(const chess::Position& position,
                              const std::vector<chess::Move>& line);

signals:
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
    std::array<std::optional<search::LineInfo>, LineCount> lines_;
    std::optional<search::LineInfo> latest_;
    bool dirty_ = false;
    int shownDepth_ = 0;
    QToolButton* startButton_;
    QLabel* header_;
    QTreeWidget* view_;
    QTimer* refreshTimer_;
};

} // namespace kibitz::ui
