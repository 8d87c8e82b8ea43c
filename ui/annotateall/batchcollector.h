#pragma once

// What Annotate All takes from the document on the GUI thread: little, and a few games at a time,
// as the worker asks for them (BatchAnnotator). A game the document holds is copied (about 2 µs
// for a game of the master files); of the others, only the place in the file is taken, and the
// worker reads them (parsing one takes about 40 µs, writing a game as PGN about 50 µs, so neither
// is done here: on a 100,000-game file that would keep the window from answering for seconds).

#include "ui/annotateall/batchgamesource.h"

#include <cstdint>
#include <vector>

namespace kibitz::ui {

class GameDocument;

// The games of one run, in document order. Each game's edit revision is taken when the run
// starts: a game edited after that is not handed out (its edit is kept, see editedMeanwhile), and
// an annotated game goes into the document only while its game is unchanged.
class BatchCollector {
public:
    // The run takes the games known now (document.gameCount()).
    explicit BatchCollector(const GameDocument& document);

    int total() const { return int(revisions_.size()); }
    // The next games, at most `count`; none when every game has been handed out.
    std::vector<BatchGame> take(int count);
    // Game `index` of the run has not been edited since the run started.
    bool unchanged(int index) const;
    // Games not handed out because they were edited after the run started.
    const std::vector<int>& editedMeanwhile() const { return editedMeanwhile_; }

private:
    const GameDocument& document_;
    std::vector<std::uint64_t> revisions_;
    int next_ = 0;
    std::vector<int> editedMeanwhile_;
};

} // namespace kibitz::ui
