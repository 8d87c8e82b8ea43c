#include "tablebase/syzygy.h"

#include "chess/bitboard.h"
#include "chess/movegen.h"
#include "tablebase/syzygyfile.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <set>
#include <shared_mutex>
#include <system_error>
#include <tbprobe.h>

namespace kibitz::tablebase {

namespace fs = std::filesystem;
using namespace chess;

// The private folder that libfathom reads: one symbolic link per usable file, so that files we
// found broken are never opened by the library (a table cut short would be read past its end).
struct SyzygyLinks {
    fs::path folder;
    ~SyzygyLinks() {
        std::error_code ignored;
        fs::remove_all(folder, ignored);
    }
};

namespace {

// libfathom's tables are process-wide: probes share this lock, opening takes it alone.
std::shared_mutex& tablesLock() {
    static std::shared_mutex lock;
    return lock;
}
unsigned openedGeneration = 0; // of the Syzygy whose tables libfathom holds; under tablesLock()
// tb_probe_root keeps its work in static storage: one at a time.
std::mutex rootLock;

struct Bitboards {
    std::uint64_t white, black, kings, queens, rooks, bishops, knights, pawns;
    unsigned ep;
    bool whiteToMove;
};

Bitboards bitboardsOf(const Position& position) {
    const Square ep = position.enPassantSquare();
    return {
        position.pieces(White),        position.pieces(Black), position.pieces(King),
        position.pieces(Queen),        position.pieces(Rook),  position.pieces(Bishop),
        position.pieces(Knight),       position.pieces(Pawn),  ep == NoSquare ? 0u : unsigned(ep),
        position.sideToMove() == White};
}

Wdl wdlOf(unsigned result) {
    return Wdl(int(TB_GET_WDL(result)) - 2);
}

int signedDistance(Wdl wdl, unsigned distance) {
    return wdl > Wdl::Draw ? int(distance) : wdl < Wdl::Draw ? -int(distance) : 0;
}

// The legal move that libfathom's result names.
Move moveOf(const Position& position, unsigned result) {
    const auto from = Square(TB_GET_FROM(result));
    const auto to = Square(TB_GET_TO(result));
    const unsigned promotes = TB_GET_PROMOTES(result);
    constexpr std::array<PieceType, 5> Promoted{NoPieceType, Queen, Rook, Bishop, Knight};
    for (const Move move : MoveList(position)) {
        if (move.from() != from || move.to() != to) continue;
        const bool promotion = move.kind() == Move::Promotion;
        if (promotes == TB_PROMOTES_NONE ? !promotion
                                         : promotion && move.promotionType() == Promoted[promotes])
            return move;
    }
    return Move::none();
}

// Best first for the mover: a win before a draw before a loss; the quicker win, the slower loss.
bool better(const MoveProbe& a, const MoveProbe& b) {
    if (a.wdl != b.wdl) return a.wdl > b.wdl;
    return a.dtz < b.dtz; // wins: fewer plies first; losses (negative): the longer first
}

} // namespace

std::vector<std::string> splitSyzygyPath(const std::string& path) {
    std::vector<std::string> folders;
    std::string folder;
    for (const char c : path + ':') {
        if (c != ':' && c != ';') {
            folder += c;
        } else if (!folder.empty()) {
            folders.push_back(folder);
            folder.clear();
        }
    }
    return folders;
}

std::shared_ptr<Syzygy> Syzygy::open(const std::vector<std::string>& folders) {
    std::shared_ptr<Syzygy> syzygy(new Syzygy);
    std::set<std::string> names;
    std::vector<fs::path> usable;
    for (const std::string& folder : folders) {
        syzygy->folders_ += (syzygy->folders_.empty() ? "" : ", ") + folder;
        std::error_code error;
        fs::directory_iterator entries(folder, error);
        if (error) {
            syzygy->problems_.push_back(folder + ": cannot be read: " + error.message());
            continue;
        }
        std::vector<fs::path> files;
        for (const fs::directory_entry& entry : entries) files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const fs::path& file : files) {
            const std::string extension = file.extension().string();
            if (extension != ".rtbw" && extension != ".rtbz") continue;
            if (names.count(file.filename().string())) continue; // an earlier folder has it
            const std::string problem = syzygyFileProblem(file.string());
            if (!problem.empty()) {
                syzygy->problems_.push_back(problem + "; the table is not used");
                continue;
            }
            names.insert(file.filename().string());
            usable.push_back(fs::absolute(file));
        }
    }

    std::string linkFolder = (fs::temp_directory_path() / "kibitz-syzygy-XXXXXX").string();
    if (!mkdtemp(linkFolder.data())) {
        syzygy->problems_.push_back("cannot make a temporary folder for the Syzygy tables");
        return syzygy;
    }
    // Made in place: a temporary SyzygyLinks would remove the folder as it went.
    syzygy->links_.reset(new SyzygyLinks{linkFolder});
    for (const fs::path& file : usable) {
        std::error_code error;
        fs::create_symlink(file, fs::path(linkFolder) / file.filename(), error);
        if (error)
            syzygy->problems_.push_back(file.string() + ": " + error.message());
        else if (file.extension() == ".rtbw")
            ++syzygy->tables_;
    }

    const std::unique_lock lock(tablesLock());
    syzygy->generation_ = ++openedGeneration;
    if (!tb_init(linkFolder.c_str())) {
        syzygy->problems_.push_back("libfathom could not open the tables in " + syzygy->folders_);
        syzygy->tables_ = 0;
        return syzygy;
    }
    syzygy->largest_ = int(TB_LARGEST);
    return syzygy;
}

Syzygy::~Syzygy() {
    // The tables stay open in libfathom until the next open(), which frees them: tb_free() would
    // make Debian's libfathom crash in that next tb_init. No Syzygy answers from them meanwhile.
    const std::unique_lock lock(tablesLock());
    if (generation_ == openedGeneration) ++openedGeneration;
}

bool Syzygy::current() const {
    return largest_ > 0 && generation_ == openedGeneration;
}

std::string Syzygy::summary() const {
    if (largest_ == 0)
        return "Syzygy: no tables in " + (folders_.empty() ? std::string("(no folder)") : folders_);
    return "Syzygy: " + std::to_string(tables_) + " tables of up to " + std::to_string(largest_) +
           " pieces in " + folders_;
}

std::optional<Probe> Syzygy::probeWdl(const Position& position) const {
    if (position.castlingRights() != NoCastling || popCount(position.pieces()) > largest_)
        return std::nullopt;
    const Bitboards b = bitboardsOf(position);
    const std::shared_lock lock(tablesLock());
    if (!current()) return std::nullopt;
    const unsigned result = tb_probe_wdl(b.white, b.black, b.kings, b.queens, b.rooks, b.bishops,
                                         b.knights, b.pawns, 0, 0, b.ep, b.whiteToMove);
    if (result == TB_RESULT_FAILED) return std::nullopt;
    return Probe{Wdl(int(result) - 2), Source::Syzygy, std::nullopt, std::nullopt};
}

std::optional<RootProbe> Syzygy::probeRoot(const Position& position) const {
    if (position.castlingRights() != NoCastling || popCount(position.pieces()) > largest_)
        return std::nullopt;
    const Bitboards b = bitboardsOf(position);
    std::array<unsigned, TB_MAX_MOVES> results{};
    unsigned result = TB_RESULT_FAILED;
    {
        const std::shared_lock lock(tablesLock());
        if (!current()) return std::nullopt;
        const std::lock_guard root(rootLock);
        result = tb_probe_root(b.white, b.black, b.kings, b.queens, b.rooks, b.bishops, b.knights,
                               b.pawns, unsigned(position.halfmoveClock()), 0, b.ep, b.whiteToMove,
                               results.data());
    }
    if (result == TB_RESULT_FAILED || result == TB_RESULT_CHECKMATE ||
        result == TB_RESULT_STALEMATE)
        return std::nullopt;
    RootProbe root;
    const Wdl wdl = wdlOf(result);
    root.probe = Probe{wdl, Source::Syzygy, signedDistance(wdl, TB_GET_DTZ(result)), std::nullopt};
    for (std::size_t i = 0; i < results.size() && results[i] != TB_RESULT_FAILED; ++i) {
        const Move move = moveOf(position, results[i]);
        if (move.isNone()) continue;
        const Wdl moveWdl = wdlOf(results[i]);
        root.moves.push_back({move, moveWdl, signedDistance(moveWdl, TB_GET_DTZ(results[i]))});
    }
    std::stable_sort(root.moves.begin(), root.moves.end(), better);
    return root;
}

} // namespace kibitz::tablebase
