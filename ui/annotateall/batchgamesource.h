#pragma once

// The games of Annotate All as the worker thread takes them: a copy of each game the document
// held when the GUI thread handed it over, and only the place of the others, which the worker
// reads from the file itself. annotate::annotateGames takes them as values: no game is written as
// text to be parsed again.

#include "annotate/batch.h"
#include "pgn/game.h"
#include "pgn/reader.h"
#include "ui/document/gamestore.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>

QT_BEGIN_NAMESPACE
class QFile;
QT_END_NAMESPACE

namespace kibitz::ui {

// One game for the worker, `index` its place in the document.
struct BatchGame {
    int index = 0;
    std::optional<pgn::Game> game; // the document's game; when empty, it is read from `file`
    GameFilePlace file;
};

// The games `next` gives, in its order, as annotate::annotateGames takes them. A game is read
// from its file by its place unless the document held it; one that cannot be read there (the file
// was changed since it was opened, or the game has an error) comes as unreadable, and its report's
// error says why (messageOf). Each game's report.number is its place in the document plus one
// (indexOf), so that the sink knows which game it gets back. Reading a run of games of the file,
// one after another, keeps the file open.
//
// Used on one thread, the worker's.
class BatchGameSource final : public annotate::GameSource {
    Q_DECLARE_TR_FUNCTIONS(kibitz::ui::BatchGameSource)

public:
    // `next` gives the next game, or nothing at the end (it may wait for the GUI thread).
    explicit BatchGameSource(std::function<std::optional<BatchGame>()> next);
    ~BatchGameSource() override;
    BatchGameSource(const BatchGameSource&) = delete;
    BatchGameSource& operator=(const BatchGameSource&) = delete;

    std::optional<annotate::StreamGame> next() override;

    // The place in the document of a game this source gave.
    static int indexOf(const annotate::StreamGame& game) { return int(game.report.number - 1); }
    // Why a game this source gave could not be read (in the user's words).
    static QString messageOf(const annotate::StreamGame& game);

private:
    // Reads `wanted` from its file into `game`; returns why it could not, or an empty string.
    QString readFromFile(const BatchGame& wanted, pgn::Game& game);
    // Opens the file at the game's place; returns why it could not, or an empty string.
    QString openAt(const BatchGame& wanted);
    bool fileUnchanged(const GameFilePlace& expected) const;

    std::function<std::optional<BatchGame>()> next_;
    // The file being read, at the game after the last one read from it.
    std::unique_ptr<pgn::PgnReader> reader_;
    QFile* file_ = nullptr; // owned by reader_'s source
    GameFilePlace opened_;  // which file, as the document knew it
    int nextIndex_ = -1;    // the game reader_ reads next
};

} // namespace kibitz::ui
