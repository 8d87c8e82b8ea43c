#pragma once

// PGN built to be slow to read: one move with 100,000 alternatives, 200,000 comments after one
// move, 200,000 nested variations, a comment of megabytes. The tests generate it (it is megabytes,
// so it is not stored); tools/benchmarks/pathological_pgn.py builds the same shapes for timing.
//
// Each generator gives the input and the text `pgn format` writes for it (the export layout:
// the Seven Tag Roster, movetext filled to 80 columns, a blank line after the game).

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::testing {

struct PathologicalPgn {
    std::string input;
    std::string formatted;
};

inline std::string pathologicalTags() {
    return "[Event \"Pathological\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
           "[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n";
}

// The game as the writer lays it out: words filled into lines of at most 80 columns.
inline std::string filledGame(const std::vector<std::string>& words) {
    std::string text = pathologicalTags();
    std::size_t column = 0;
    for (const std::string& word : words) {
        if (column > 0 && column + 1 + word.size() > 80) {
            text += '\n';
            column = 0;
        }
        if (column > 0) {
            text += ' ';
            ++column;
        }
        text += word;
        column += word.size();
    }
    return text + "\n\n";
}

// 1. e4 (1. d4) (1. d4) ...: `count` alternatives to the first move.
inline PathologicalPgn siblingVariations(int count) {
    std::vector<std::string> words{"1.", "e4"};
    for (int i = 0; i < count; ++i) {
        words.push_back("(1.");
        words.push_back("d4)");
    }
    words.push_back("*");
    const std::string text = filledGame(words);
    return {text, text};
}

// 1. e4 { comment 1 } { comment 2 } ...: `count` comments after one move, which the reader joins
// into one.
inline PathologicalPgn commentsAfterOneMove(int count) {
    std::string input = pathologicalTags() + "1. e4";
    std::vector<std::string> words{"1.", "e4", "{"};
    for (int i = 1; i <= count; ++i) {
        input += " { comment " + std::to_string(i) + " }";
        words.push_back("comment");
        words.push_back(std::to_string(i));
    }
    input += " *\n";
    words.push_back("}");
    words.push_back("*");
    return {input, filledGame(words)};
}

// 1. e4 (1. d4 (1. e4 (1. d4 ...))): `count` variations, each inside the one before, so the text
// nests `count` deep; all are alternatives to the first move, and the writer writes them one
// after the other.
inline PathologicalPgn nestedVariations(int count) {
    std::string input = pathologicalTags() + "1. e4";
    std::vector<std::string> words{"1.", "e4"};
    for (int i = 0; i < count; ++i) {
        const char* move = i % 2 == 0 ? "d4" : "e4";
        input += " (1. ";
        input += move;
        words.push_back("(1.");
        words.push_back(std::string(move) + ")");
    }
    input += std::string(std::size_t(count), ')') + " *\n";
    words.push_back("*");
    return {input, filledGame(words)};
}

// Knight moves that can go on for ever: the line the variations follow, and an alternative to each
// of its moves (legal in the same position).
inline constexpr const char* DeepLine[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
inline constexpr const char* DeepAlternative[] = {"Nh3", "Nh6", "Nh4", "Nh5"};

// `count` variations nested so that the tree is as deep: variation k plays the line's move k and
// the alternative to its move k + 1, and variation k + 1 is an alternative to that. The main line
// is the alternative to move 0. The game has 2 * count + 1 moves, the deepest at ply count + 1.
inline PathologicalPgn deepVariations(int count) {
    std::vector<std::string> words;
    const auto move = [&words](int ply, const char* san, bool opensVariation) {
        const std::string number = std::to_string(ply / 2 + 1);
        const std::string open = opensVariation ? "(" : "";
        if (ply % 2 == 0)
            words.push_back(open + number + ".");
        else if (opensVariation)
            words.push_back(open + number + "...");
        words.push_back(san);
    };
    move(0, DeepAlternative[0], false);
    for (int k = 0; k < count; ++k) {
        move(k, DeepLine[k % 4], true);
        move(k + 1, DeepAlternative[(k + 1) % 4], false);
    }
    words.back() += std::string(std::size_t(count), ')');
    words.push_back("*");
    const std::string text = filledGame(words);
    return {text, text};
}

// A main line of `plies` knight moves out and back (1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 ...).
inline PathologicalPgn longMainLine(int plies) {
    std::vector<std::string> words;
    for (int ply = 0; ply < plies; ++ply) {
        if (ply % 2 == 0) words.push_back(std::to_string(ply / 2 + 1) + ".");
        words.push_back(DeepLine[ply % 4]);
    }
    words.push_back("*");
    const std::string text = filledGame(words);
    return {text, text};
}

// 1. e4 with one comment of at least `bytes` bytes: words of 2 to 9 letters, from a fixed seed.
inline std::string longCommentText(std::size_t bytes) {
    std::string text;
    text.reserve(bytes + 16);
    std::uint32_t seed = 12345;
    const auto next = [&seed](std::uint32_t range) {
        seed = seed * 1664525u + 1013904223u;
        return (seed >> 16) % range;
    };
    while (text.size() < bytes) {
        if (!text.empty()) text += ' ';
        const std::uint32_t length = 2 + next(8);
        for (std::uint32_t i = 0; i < length; ++i) text += char('a' + next(26));
    }
    return text;
}

inline PathologicalPgn longComment(const std::string& comment) {
    std::vector<std::string> words{"1.", "e4", "{"};
    std::size_t start = 0;
    while (start <= comment.size()) {
        const std::size_t space = std::min(comment.find(' ', start), comment.size());
        words.push_back(comment.substr(start, space - start));
        start = space + 1;
    }
    words.push_back("}");
    words.push_back("*");
    const std::string text = filledGame(words);
    return {text, text};
}

} // namespace kibitz::testing
