#include "analysis/positionsamples.h"

#include "analysis/wdlmodel.h"
#include "chess/movegen.h"
#include "chess/notation.h"
#include "pgn/tags.h"
#include "search/tt.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <mutex>
#include <thread>

namespace kibitz::analysis {

namespace {

constexpr std::uint64_t FnvOffset = 0xcbf29ce484222325ULL;
constexpr std::uint64_t FnvPrime = 0x100000001b3ULL;

void hashText(std::uint64_t& hash, std::string_view text) {
    for (const char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= FnvPrime;
    }
}

const char* resultText(GameResult result) {
    switch (result) {
    case GameResult::WhiteWins: return "1";
    case GameResult::Draw: return "0.5";
    case GameResult::BlackWins: return "0";
    }
    return "0.5";
}

// Centipawns, or "#3" / "#-2" for a mate in moves as the search reports it.
std::string scoreText(search::Value score) {
    if (search::isMateScore(score)) return "#" + std::to_string(search::mateInMoves(score));
    return std::to_string(score);
}

// A tag's value on one TSV field.
std::string playerName(const pgn::Game& game, std::string_view tag) {
    const std::string* value = game.tag(tag);
    std::string name = value ? *value : std::string();
    std::replace_if(
        name.begin(), name.end(), [](char c) { return c == '\t' || c == '\n' || c == '\r'; }, ' ');
    return name;
}

} // namespace

std::uint64_t gameKey(const pgn::Game& game) {
    std::uint64_t hash = FnvOffset;
    for (const std::string_view name : {"Event", "Site", "Date", "Round", "White", "Black"}) {
        if (const std::string* value = game.tag(name)) hashText(hash, *value);
        hashText(hash, "\t"); // separates "ab" + "c" from "a" + "bc"
    }
    const pgn::GameTree& tree = game.tree();
    forEachMainLinePosition(tree, [&](int, pgn::NodeId n, const chess::Position& position) {
        const pgn::NodeId next = tree.firstChild(n);
        if (next == pgn::NoNode) return;
        hashText(hash, " ");
        hashText(hash, chess::toUci(position, tree.move(next)));
    });
    return hash;
}

bool isHeldBack(std::uint64_t key, int heldBackPercent) {
    return key % 100 < std::uint64_t(std::max(heldBackPercent, 0));
}

bool isSampledPly(int ply, const DatasetSettings& settings) {
    if (ply < settings.firstPly) return false;
    const int step = settings.every;
    const int offset = ply - settings.firstPly;
    // An even step alone would keep one side to move; every second sample moves on one ply.
    const int shift = step % 2 == 0 ? (offset / step) % 2 : 0;
    return offset % step == shift;
}

std::int64_t PositionSampler::addGame(const pgn::Game& game, const pgn::GameReport& report) {
    ++counts_.games;
    if (report.error) {
        ++counts_.gamesWithError;
        return 0;
    }
    const std::optional<GameResult> result = gameResult(game);
    if (!result) {
        ++counts_.gamesWithoutResult;
        return 0;
    }
    const std::optional<int> whiteElo = pgn::ratingOf(game, "WhiteElo");
    const std::optional<int> blackElo = pgn::ratingOf(game, "BlackElo");
    if (!whiteElo || !blackElo) {
        ++counts_.gamesWithoutRatings;
        return 0;
    }
    const std::string white = playerName(game, "White");
    const std::string black = playerName(game, "Black");
    const pgn::GameTree& tree = game.tree();
    const std::size_t first = samples_.size();
    forEachMainLinePosition(tree, [&](int ply, pgn::NodeId n, const chess::Position& position) {
        if (!isSampledPly(ply, settings_)) return;
        const pgn::NodeId next = tree.firstChild(n);
        if (next == pgn::NoNode || tree.move(next).isNull()) return;
        if (position.gameEnd() != chess::GameEnd::None) return;
        if (chess::MoveList(position).size() < 2) return; // a forced move tells nothing
        samples_.push_back({0, ply, position.cloneForDrawRules(), white, black, *whiteElo,
                            *blackElo, *result, tree.move(next)});
    });
    const std::int64_t added = std::int64_t(samples_.size() - first);
    if (added == 0) {
        ++counts_.gamesWithoutPositions;
        return 0;
    }
    const std::uint64_t key = gameKey(game);
    for (std::size_t i = first; i < samples_.size(); ++i) samples_[i].gameKey = key;
    ++counts_.gamesUsed;
    counts_.positions += added;
    if (isHeldBack(key, settings_.heldBackPercent)) counts_.heldBack += added;
    return added;
}

Expected<std::int64_t, std::string>
PositionSampler::addFile(const std::string& path,
                         const std::function<void(const pgn::GameReport&)>& afterGame) {
    return forEachGame(
        path,
        [this](const pgn::Game& game, const pgn::GameReport& report) {
            return addGame(game, report);
        },
        afterGame);
}

std::string datasetHeader(const DatasetSettings& settings, std::string_view version) {
    return "# kibitz-cli dataset build: nodes=" + std::to_string(settings.nodes) +
           " every=" + std::to_string(settings.every) +
           " first-ply=" + std::to_string(settings.firstPly) +
           " held-back=" + std::to_string(settings.heldBackPercent) +
           " kibitz=" + std::string(version) +
           "\nkey\tsplit\tply\tfen\twhite\tblack\twhite_elo\tblack_elo\tresult\tmaterial\tplayed\t"
           "depth\tmoves\n";
}

std::string datasetLine(const PositionSample& sample, std::span<const search::RootMove> rootMoves,
                        int depth, int heldBackPercent) {
    char key[17];
    std::snprintf(key, sizeof key, "%016" PRIx64, sample.gameKey);
    std::string line =
        std::string(key) + '\t' + (isHeldBack(sample.gameKey, heldBackPercent) ? "held" : "fit") +
        '\t' + std::to_string(sample.ply) + '\t' + sample.position.fen() + '\t' + sample.white +
        '\t' + sample.black + '\t' + std::to_string(sample.whiteElo) + '\t' +
        std::to_string(sample.blackElo) + '\t' + resultText(sample.result) + '\t' +
        std::to_string(materialCount(sample.position)) + '\t' +
        chess::toUci(sample.position, sample.played) + '\t' + std::to_string(depth) + '\t';
    for (std::size_t i = 0; i < rootMoves.size(); ++i) {
        if (i > 0) line += ',';
        line +=
            chess::toUci(sample.position, rootMoves[i].move) + ':' + scoreText(rootMoves[i].score);
    }
    line += '\n';
    return line;
}

bool scoreSamples(std::vector<PositionSample>& samples, const DatasetSettings& settings,
                  int threads, const std::atomic<bool>& stop,
                  const std::function<void(std::string_view line)>& write,
                  const std::function<void(std::size_t done)>& progress) {
    std::mutex mutex; // guards lines, written and the calls of write and progress
    std::vector<std::optional<std::string>> lines(samples.size());
    std::size_t written = 0;
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        search::TranspositionTable table;
        search::Searcher searcher(table);
        search::Limits limits;
        limits.nodes = settings.nodes;
        limits.allRootMoves = true;
        for (std::size_t i = next++; i < samples.size() && !stop.load(); i = next++) {
            table.clear();
            searcher.clearHistory();
            const search::SearchResult result = searcher.run(samples[i].position, limits, stop);
            if (stop.load()) return; // an unfinished search gives no line
            std::string line =
                datasetLine(samples[i], result.rootMoves, result.depth, settings.heldBackPercent);
            const std::lock_guard lock(mutex);
            lines[i] = std::move(line);
            // Lines are written in order as soon as all before them are done.
            while (written < lines.size() && lines[written]) {
                write(*lines[written]);
                lines[written].reset();
                ++written;
            }
            if (progress) progress(written);
        }
    };
    const int count = std::clamp(threads, 1, std::max(1, int(samples.size())));
    std::vector<std::jthread> workers;
    for (int t = 1; t < count; ++t) workers.emplace_back(work);
    work();
    for (std::jthread& worker : workers) worker.join();
    return written == samples.size();
}

} // namespace kibitz::analysis
