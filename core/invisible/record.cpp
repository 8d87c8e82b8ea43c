#include "record.h"

#include "chess/notation.h"
#include "pgn/game.h"
#include "pgn/writer.h"

#include <sstream>

namespace kibitz::invisible {

using namespace chess;

namespace {

constexpr std::string_view AttemptsCommand = "[%attempts ";
const char* const SetTags[ColorCount] = {"WhiteInvisible", "BlackInvisible"};

// The move of the side to move that `text` (UCI) names, whether or not it is legal on the true
// board: castling as the king's two-square step.
std::optional<Move> attemptFrom(const Position& pos, std::string_view text) {
    if (text.size() != 4 && text.size() != 5) return std::nullopt;
    const auto square = [&](std::size_t at) -> std::optional<Square> {
        if (text[at] < 'a' || text[at] > 'h' || text[at + 1] < '1' || text[at + 1] > '8')
            return std::nullopt;
        return makeSquare(File(text[at] - 'a'), Rank(text[at + 1] - '1'));
    };
    const auto from = square(0), to = square(2);
    if (!from || !to || *from == *to) return std::nullopt;
    const Piece piece = pos.pieceOn(*from);
    if (piece == NoPiece || colorOf(piece) != pos.sideToMove()) return std::nullopt;
    if (text.size() == 5) {
        const std::string_view letters = "nbrq";
        const auto at = letters.find(text[4]);
        if (at == std::string_view::npos || typeOf(piece) != Pawn) return std::nullopt;
        return Move::promotion(*from, *to, PieceType(Knight + at));
    }
    if (typeOf(piece) == King && std::abs(int(fileOf(*to)) - int(fileOf(*from))) == 2)
        return Move(*from, makeSquare(fileOf(*to) > fileOf(*from) ? FileH : FileA, rankOf(*from)),
                    Move::Castling);
    if (typeOf(piece) == Pawn && *to == pos.enPassantSquare() && fileOf(*to) != fileOf(*from))
        return Move(*from, *to, Move::EnPassant);
    return Move(*from, *to);
}

// The moves (UCI) of a comment's [%attempts ...] command, or empty.
std::vector<std::string> attemptsIn(const std::string& comment) {
    const auto at = comment.find(AttemptsCommand);
    if (at == std::string::npos) return {};
    const auto end = comment.find(']', at);
    std::istringstream words(comment.substr(
        at + AttemptsCommand.size(),
        end == std::string::npos ? std::string::npos : end - at - AttemptsCommand.size()));
    std::vector<std::string> out;
    for (std::string w; words >> w;) out.push_back(w);
    return out;
}

} // namespace

std::string moveNumberText(int turn) {
    return std::to_string(turn / 2 + 1) + (turn % 2 == 0 ? "." : "...");
}

Expected<Game, std::string> replay(const InvisibleGameFile& file,
                                   const std::function<void(const Game&, const Game&)>& onTurn) {
    Game game(file.sets[White], file.sets[Black]);
    for (std::size_t t = 0; t < file.turns.size(); ++t) {
        const std::string where = "move " + moveNumberText(int(t));
        if (game.over()) return Unexpected("the game was over before " + where);
        const Game before = game;
        const std::vector<Move>& attempts = file.turns[t];
        if (attempts.empty()) return Unexpected(where + ": no attempt");
        for (std::size_t a = 0; a < attempts.size(); ++a) {
            const Resolution r = game.attempt(attempts[a]);
            const bool last = a + 1 == attempts.size();
            if (r.verdict == Verdict::Illegal && last)
                return Unexpected(where + ": " + uciText(attempts[a]) +
                                  " is illegal and no other move follows it");
            if (r.verdict != Verdict::Illegal && !last)
                return Unexpected(where + ": " + uciText(attempts[a]) + " was " +
                                  std::string(verdictName(r.verdict)) +
                                  ", which ends the turn, but more attempts follow it");
        }
        if (onTurn) onTurn(before, game);
    }
    return game;
}

pgn::Game toPgnGame(const InvisibleGameFile& file) {
    pgn::Game out;
    out.setTag("Event", "Invisible Chess");
    out.setTag("Site", "Kibitz");
    out.setTag("Date", file.date.empty() ? "????.??.??" : file.date);
    out.setTag("Round", "-");
    out.setTag("White", file.players[White].empty() ? "?" : file.players[White]);
    out.setTag("Black", file.players[Black].empty() ? "?" : file.players[Black]);
    out.setTag("Result", file.result);
    out.setTag("Variant", "Invisible Chess");
    for (Color c : {White, Black}) out.setTag(SetTags[c], file.sets[c].name);
    if (!file.termination.empty()) out.setTag("Termination", file.termination);
    pgn::GameTree& tree = out.tree();
    pgn::NodeId node = tree.root();
    Game game(file.sets[White], file.sets[Black]);
    for (const std::vector<Move>& attempts : file.turns) {
        Move played = Move::none();
        std::string tried;
        for (Move m : attempts) {
            tried += (tried.empty() ? "" : " ") + uciText(m);
            const Resolution r = game.attempt(m);
            if (r.verdict == Verdict::Accepted) played = m;
            if (r.verdict != Verdict::Illegal) break;
        }
        node = tree.appendChild(node, played.isNone() ? Move::null() : played);
        if (attempts.size() > 1 || played.isNone())
            tree.setCommentAfter(node, std::string(AttemptsCommand) + tried + "]");
    }
    return out;
}

std::string writeInvisiblePgn(const InvisibleGameFile& file) {
    return pgn::writeGame(toPgnGame(file));
}

Expected<InvisibleGameFile, std::string> fromPgnGame(const pgn::Game& game) {
    InvisibleGameFile file;
    if (game.tagText("Variant") != "Invisible Chess")
        return Unexpected(std::string("not a game of Invisible Chess (no Variant \"Invisible "
                                      "Chess\" tag)"));
    for (Color c : {White, Black}) {
        const auto set = parseInvisibleSet(game.tagText(SetTags[c]));
        if (!set)
            return Unexpected(std::string("the ") + SetTags[c] +
                              " tag must be 1B, 1N, 1R, 1Q, "
                              "2B, 2N, 2R or none, not \"" +
                              game.tagText(SetTags[c]) + "\"");
        file.sets[c] = *set;
    }
    if (!game.tree().startsFromStandardPosition())
        return Unexpected(std::string("a game of Invisible Chess starts from the standard "
                                      "position"));
    file.players[White] = game.tagText("White");
    file.players[Black] = game.tagText("Black");
    file.result = std::string(game.result());
    file.termination = game.tagText("Termination");
    file.date = game.tagText("Date");
    // Each main-line move is a turn; its comment lists the turn's attempts when there were more
    // than the move itself.
    const pgn::GameTree& tree = game.tree();
    Game replayed(file.sets[White], file.sets[Black]);
    const std::vector<pgn::NodeId> line = tree.mainLine();
    for (std::size_t i = 1; i < line.size(); ++i) {
        const std::string where = "move " + moveNumberText(int(i - 1));
        const Move played = tree.move(line[i]);
        std::vector<Move> attempts;
        // The attempts are played on the true game as they are read; without a comment the
        // move played is the turn's one attempt.
        Resolution last{Verdict::Illegal, {}, false};
        for (const std::string& text : attemptsIn(tree.commentAfter(line[i]))) {
            const auto m = attemptFrom(replayed.truth(), text);
            if (!m) return Unexpected(where + ": '" + text + "' is not a move of the side to move");
            attempts.push_back(*m);
            last = replayed.attempt(*m);
            if (last.verdict != Verdict::Illegal) break;
        }
        if (attempts.empty()) {
            attempts.push_back(played);
            last = replayed.attempt(played);
        }
        // The attempts must end as the main line says: with the move played, or a forfeit.
        const bool forfeit = played.isNull();
        if (forfeit ? last.verdict != Verdict::Impossible
                    : last.verdict != Verdict::Accepted || attempts.back() != played)
            return Unexpected(
                where + ": the attempts do not end in " +
                (forfeit ? std::string("a forfeited turn (\"--\")") : "the move played"));
        file.turns.push_back(std::move(attempts));
    }
    return file;
}

} // namespace kibitz::invisible
