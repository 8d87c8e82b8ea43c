#include "layout.h"

#include <algorithm>
#include <cassert>

namespace kibitz::tablebase {

using namespace chess;

namespace {

constexpr std::string_view Letters = " PNBRQK";

void sortStrongestFirst(std::vector<PieceType>& pieces) {
    std::sort(pieces.begin(), pieces.end(), [](PieceType a, PieceType b) { return a > b; });
}

// The stronger side: more pieces, or the same number with the stronger pieces first.
bool stronger(const std::vector<PieceType>& a, const std::vector<PieceType>& b) {
    if (a.size() != b.size()) return a.size() > b.size();
    return std::lexicographical_compare(b.begin(), b.end(), a.begin(), a.end());
}

std::vector<PieceType> piecesOf(const Position& position, Color c) {
    std::vector<PieceType> pieces;
    for (Bitboard b = position.pieces(c) & ~position.pieces(King); b;)
        pieces.push_back(typeOf(position.pieceOn(popLsb(b))));
    return pieces;
}

} // namespace

Layout::Layout(std::vector<PieceType> white, std::vector<PieceType> black) {
    sortStrongestFirst(white);
    sortStrongestFirst(black);
    if (stronger(black, white)) std::swap(white, black);
    assert(white.size() + black.size() <= std::size_t(MaxExtras));
    pieces_[0] = WhiteKing;
    pieces_[1] = BlackKing;
    name_ = "K";
    int keyDigits[4] = {0, 0, 0, 0};
    for (std::size_t i = 0; i < white.size(); ++i) {
        pieces_[std::size_t(count_++)] = makePiece(White, white[i]);
        name_ += Letters[white[i]];
        keyDigits[i] = white[i];
    }
    name_ += "vK";
    for (std::size_t i = 0; i < black.size(); ++i) {
        pieces_[std::size_t(count_++)] = makePiece(Black, black[i]);
        name_ += Letters[black[i]];
        keyDigits[2 + i] = black[i];
    }
    for (int i = 2; i < count_; ++i)
        hasPawns_ = hasPawns_ || typeOf(pieces_[std::size_t(i)]) == Pawn;
    key_ = ((keyDigits[0] * 6 + keyDigits[1]) * 6 + keyDigits[2]) * 6 + keyDigits[3];
}

std::optional<Layout::Match> Layout::of(const Position& position) {
    if (popCount(position.pieces()) > MaxPieces) return std::nullopt;
    std::vector<PieceType> white = piecesOf(position, White);
    std::vector<PieceType> black = piecesOf(position, Black);
    sortStrongestFirst(white);
    sortStrongestFirst(black);
    const bool swap = stronger(black, white);
    return Match{Layout(std::move(white), std::move(black)), swap};
}

std::optional<Layout::KeyMatch> Layout::keyOf(const Position& position) {
    if (popCount(position.pieces()) > MaxPieces) return std::nullopt;
    // Each side's pieces as two digits, strongest first (piece types 1..5, 0 for none).
    int digits[2][2] = {{0, 0}, {0, 0}};
    int counts[2] = {0, 0};
    for (const Color c : {White, Black})
        for (Bitboard b = position.pieces(c) & ~position.pieces(King); b;) {
            const int type = typeOf(position.pieceOn(popLsb(b)));
            int(&d)[2] = digits[c];
            if (counts[c]++ == 0) {
                d[0] = type;
            } else if (type > d[0]) {
                d[1] = d[0];
                d[0] = type;
            } else {
                d[1] = type;
            }
        }
    const bool swap = counts[Black] != counts[White]
                          ? counts[Black] > counts[White]
                          : std::make_pair(digits[Black][0], digits[Black][1]) >
                                std::make_pair(digits[White][0], digits[White][1]);
    const int(&w)[2] = digits[swap ? Black : White];
    const int(&b)[2] = digits[swap ? White : Black];
    return KeyMatch{((w[0] * 6 + w[1]) * 6 + b[0]) * 6 + b[1], swap};
}

std::vector<Layout> Layout::upTo(int maxPieces) {
    constexpr PieceType Types[] = {Queen, Rook, Bishop, Knight, Pawn};
    std::vector<Layout> layouts{Layout({}, {})};
    if (maxPieces >= 3)
        for (PieceType a : Types) layouts.push_back(Layout({a}, {}));
    if (maxPieces >= 4) {
        for (std::size_t i = 0; i < 5; ++i)
            for (std::size_t j = i; j < 5; ++j) layouts.push_back(Layout({Types[i], Types[j]}, {}));
        for (std::size_t i = 0; i < 5; ++i)
            for (std::size_t j = i; j < 5; ++j) layouts.push_back(Layout({Types[i]}, {Types[j]}));
    }
    return layouts;
}

std::vector<Layout> Layout::successors() const {
    std::vector<PieceType> sides[2];
    for (int i = 2; i < count_; ++i) sides[colorOf(piece(i))].push_back(typeOf(piece(i)));
    std::vector<Layout> result;
    const auto add = [&result](Layout layout) {
        if (std::find(result.begin(), result.end(), layout) == result.end())
            result.push_back(std::move(layout));
    };
    for (int c = 0; c < 2; ++c)
        for (std::size_t i = 0; i < sides[c].size(); ++i) {
            // A capture of this piece, then a promotion of a pawn (with or without a capture).
            std::vector<PieceType> fewer[2] = {sides[0], sides[1]};
            fewer[c].erase(fewer[c].begin() + std::ptrdiff_t(i));
            add(Layout(fewer[0], fewer[1]));
            if (sides[c][i] != Pawn) continue;
            for (PieceType promoted : {Queen, Rook, Bishop, Knight}) {
                std::vector<PieceType> promotedSides[2] = {sides[0], sides[1]};
                promotedSides[c][i] = promoted;
                add(Layout(promotedSides[0], promotedSides[1]));
                for (int d = 0; d < 2; ++d)
                    for (std::size_t j = 0; j < promotedSides[d].size(); ++j) {
                        if (d == c && j == i) continue;
                        std::vector<PieceType> taken[2] = {promotedSides[0], promotedSides[1]};
                        taken[d].erase(taken[d].begin() + std::ptrdiff_t(j));
                        add(Layout(taken[0], taken[1]));
                    }
            }
        }
    return result;
}

} // namespace kibitz::tablebase
