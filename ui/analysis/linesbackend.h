#pragma once

// What the live engine lines (EngineLines) run on: a search of one position that reports its
// best lines as it deepens. Two kinds: the built-in engine (BuiltinLines) and an external UCI
// engine (UciLines). The panel knows only this interface.
//
// Rules every backend keeps:
// - every call returns at once (a few milliseconds at most): the GUI thread never waits for an
//   engine;
// - after halt() or a new go(), no line of the search before is reported (lineReceived comes
//   only for the search of the latest go());
// - lines are search::LineInfo, their scores from the side to move's standpoint, their moves
//   legal in the position searched;
// - failed() is emitted once when the engine cannot be started or ends by itself; after it, the
//   backend does nothing until it is replaced.

#include "chess/position.h"
#include "search/search.h"
#include "ui/analysis/linesengine.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>

namespace kibitz::tablebase {
class Tablebases;
}

namespace kibitz::ui {

// One search: the position, how many lines (MultiPV), the limit, and the endgame tables the
// built-in engine probes (an external engine has its own).
struct LinesRequest {
    chess::Position position;
    int multiPv = 1;
    LinesLimit limit;
    std::shared_ptr<const tablebase::Tablebases> tablebases;
};

class LinesBackend : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // Searches `request` (after stopping a search that runs).
    virtual void go(const LinesRequest& request) = 0;
    // Stops the search; its lines are not reported any more.
    virtual void halt() = 0;
    // A search runs (or is being stopped).
    virtual bool isSearching() const = 0;
    // The engine's name ("Kibitz", the UCI engine's `id name`); empty until it is known.
    virtual QString name() const = 0;

signals:
    // A line of the current search.
    void lineReceived(const kibitz::search::LineInfo& info);
    // The current search reached its limit (a halted search does not finish).
    void finished();
    // What the engine says of itself changed (its name, its options): after the UCI handshake.
    void identified();
    // The engine could not start, or ended by itself; `why` says so in words, with the command.
    void failed(const QString& why);
};

} // namespace kibitz::ui
