#pragma once

// The games of Annotate All as the worker thread reads them: a copy of each game the document
// held when the GUI thread handed it over, and only the place of the others, which the worker
// reads from the file itself. annotate::annotateStream reads them as one stream of PGN text.

#include "pgn/game.h"
#include "pgn/reader.h"
#include "ui/document/gamestore.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <deque>
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

// The PGN text of the games `next` gives, in its order, each as the PGN writer writes it (so
// that the reader cuts the stream into exactly these games). A game is read from its file by its
// place unless the document held it; one that cannot be read there (the file was changed since it
// was opened, or the game has an error) is left out of the text and said why in entries(). Reading
// a run of games of the file, one after another, keeps the file open.
//
// Used on one thread, the worker's: the reader calls read(), and the one who takes the games
// written by annotateStream takes entries() in the same order.
class BatchGameSource final : public pgn::ByteSource {
    Q_DECLARE_TR_FUNCTIONS(kibitz::ui::BatchGameSource)

public:
    // What the stream holds, in document order: a game of the text, or a game left out.
    struct Entry {
        int index = 0;
        QString unread; // why the game is not in the text; empty for a game that is
    };

    // `next` gives the next game, or nothing at the end (it may wait for the GUI thread).
    explicit BatchGameSource(std::function<std::optional<BatchGame>()> next);
    ~BatchGameSource() override;
    BatchGameSource(const BatchGameSource&) = delete;
    BatchGameSource& operator=(const BatchGameSource&) = delete;

    // One game's text at most per call, so that no game is taken before the reader needs it.
    std::size_t read(char* buffer, std::size_t size) override;

    std::deque<Entry>& entries() { return entries_; }

private:
    // The next game's text into text_; false at the end.
    bool produce();
    // Reads `wanted` from its file into `game`; returns why it could not, or an empty string.
    QString readFromFile(const BatchGame& wanted, pgn::Game& game);
    // Opens the file at the game's place; returns why it could not, or an empty string.
    QString openAt(const BatchGame& wanted);
    bool fileUnchanged(const GameFilePlace& expected) const;

    std::function<std::optional<BatchGame>()> next_;
    std::string text_;
    std::size_t sent_ = 0; // bytes of text_ read
    std::deque<Entry> entries_;
    // The file being read, at the game after the last one read from it.
    std::unique_ptr<pgn::PgnReader> reader_;
    QFile* file_ = nullptr; // owned by reader_'s source
    GameFilePlace opened_;  // which file, as the document knew it
    int nextIndex_ = -1;    // the game reader_ reads next
};

} // namespace kibitz::ui
