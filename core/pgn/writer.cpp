#include "writer.h"

#include "chess/notation.h"
#include "encoding.h"
#include "lexical.h"

#include <algorithm>

namespace kibitz::pgn {

using chess::Move;
using chess::Position;

namespace {

// Fills lines with words: a line breaks only between words, and never past `width` unless a single
// word is longer. A word is placed only when the next one starts, so ")" and glyphs can still be
// glued to it.
class LineFiller {
public:
    LineFiller(std::string& out, int width)
        : out_(out)
        , width_(width) {}

    void word(std::string_view w) {
        flush();
        pending_ = prefix_;
        pending_ += w;
        prefix_.clear();
        hasPending_ = true;
    }
    // Appends to the last word: no line break can come between. After a `;` comment, which runs
    // to the end of its line, `s` starts the next line instead.
    void glue(std::string_view s) {
        if (breakAfter_) {
            word(s);
            return;
        }
        pending_ += s;
    }
    // Puts `s` in front of the next word.
    void prefix(std::string_view s) { prefix_ += s; }
    // Ends the line after the last word (a `;` comment runs to the end of its line).
    void breakAfter() { breakAfter_ = true; }

    void finish() {
        flush();
        if (column_ > 0) out_ += '\n';
        column_ = 0;
    }

private:
    void flush() {
        if (!hasPending_) return;
        const int length = utf8Length(pending_);
        if (column_ > 0 && column_ + 1 + length > width_) {
            out_ += '\n';
            column_ = 0;
        }
        if (column_ > 0) {
            out_ += ' ';
            ++column_;
        }
        out_ += pending_;
        column_ += length;
        pending_.clear();
        hasPending_ = false;
        if (breakAfter_) {
            out_ += '\n';
            column_ = 0;
            breakAfter_ = false;
        }
    }

    std::string& out_;
    int width_;
    int column_ = 0;
    std::string pending_;
    std::string prefix_;
    bool hasPending_ = false;
    bool breakAfter_ = false;
};

// Text in a comment that must not begin a line: '%' there starts an escape line, and `[Name "`
// looks like a tag, which the reader takes as the end of a comment left open by mistake.
bool mustNotStartLine(std::string_view rest) {
    return (!rest.empty() && rest.front() == '%') || lexical::startsLikeTag(rest);
}

constexpr std::string_view GlyphOfNag[] = {"", "!", "?", "!!", "??", "!?", "?!"};

class MovetextWriter {
public:
    MovetextWriter(std::string& out, const Game& game, const WriterOptions& options)
        : tree_(game.tree())
        , options_(options)
        , line_(out, options.lineWidth) {
        board_.setFen(tree_.startFen(), tree_.isChess960());
    }

    void write(std::string_view result) {
        comment(tree_.commentAfter(GameTree::root()));
        writeLine(tree_.firstChild(GameTree::root()), true);
        line_.word(result);
        line_.finish();
    }

private:
    // Splits a comment into the words a line may break between. A break replaces one space, and
    // the reader reads a line break in a comment as one space, so the text survives exactly.
    // Not a break: a run of several spaces, the inside of a [%...] command, the place before a
    // word that starts with '%'.
    void comment(const std::string& text) {
        if (text.empty()) return;
        if (text.find('}') != std::string::npos) {
            restOfLineComment(text);
            return;
        }
        line_.word("{");
        std::size_t start = 0;
        bool inCommand = false;
        bool glueNext = false;
        for (std::size_t i = 0; i <= text.size(); ++i) {
            // A break replaces a single space between two non-blank characters: the reader
            // drops the blanks on either side of a line break.
            const bool atBreak =
                i == text.size() || (text[i] == ' ' && (i == 0 || !lexical::isBlank(text[i - 1])) &&
                                     (i + 1 >= text.size() || !lexical::isBlank(text[i + 1])));
            if (!atBreak) continue;
            const std::string_view w(text.data() + start, i - start);
            const bool opens = w.find("[%") != std::string_view::npos;
            const bool closes = w.find(']') != std::string_view::npos;
            if (glueNext || mustNotStartLine(std::string_view(text).substr(start))) {
                line_.glue(" ");
                line_.glue(w);
            } else {
                line_.word(w);
            }
            if (opens) inCommand = true;
            if (closes) inCommand = false;
            glueNext = inCommand;
            start = i + 1;
        }
        line_.word("}");
    }

    // A '}' would end a brace comment early and PGN has no escape for it, but a `;` comment runs
    // to the end of its line and may hold any character but a line break.
    void restOfLineComment(const std::string& text) {
        std::string line = "; ";
        for (const char c : text) line += c == '\n' ? ' ' : c; // only a newline ends it
        line_.word(line);
        line_.breakAfter();
    }

    void nags(NodeId node) {
        bool glyphUsed = false;
        for (const Nag nag : tree_.nags(node)) {
            if (options_.nags == WriterOptions::NagStyle::Glyphs && !glyphUsed && nag >= 1 &&
                nag <= 6) {
                line_.glue(GlyphOfNag[nag]);
                glyphUsed = true;
            } else {
                line_.word("$" + std::to_string(nag));
            }
        }
    }

    // One move of a line: its number when needed, its SAN, NAGs and comments. Returns whether
    // the next move needs its number (after a comment).
    bool writeMove(NodeId node, bool needNumber) {
        const std::string& before = tree_.commentBefore(node);
        if (!before.empty()) {
            comment(before);
            needNumber = true;
        }
        const Move m = tree_.move(node);
        const int number = board_.fullmoveNumber();
        if (board_.sideToMove() == chess::White)
            line_.word(std::to_string(number) + ".");
        else if (needNumber)
            line_.word(std::to_string(number) + "...");
        line_.word(chess::toSan(board_, m));
        nags(node);
        const std::string& after = tree_.commentAfter(node);
        comment(after);
        return !after.empty();
    }

    // Writes the line that starts with `first` and follows first children from there, with the
    // variations of each of its moves (before the move is made: they are its alternatives), and
    // theirs. Iterative, with a stack of the lines open, as variations may nest as deep as the
    // input makes them. The board is back where it was on return.
    void writeLine(NodeId first, bool needNumber) {
        struct Line {
            NodeId first;
            NodeId node;      // the move being written
            NodeId variation; // the next alternative to `node` to write, once `node` is written
            bool needNumber;
            std::size_t madeBefore; // moves made on the board when the line opened
            bool written;           // `node` is written, its alternatives are going out
        };
        std::vector<Move> made;
        std::vector<Line> open{{first, first, NoNode, needNumber, 0, false}};
        while (!open.empty()) {
            Line& line = open.back();
            if (line.node == NoNode) { // the line is over
                for (; made.size() > line.madeBefore; made.pop_back()) board_.takeBack(made.back());
                open.pop_back();
                if (!open.empty()) {
                    line_.glue(")");
                    open.back().needNumber = true;
                }
                continue;
            }
            if (!line.written) {
                line.needNumber = writeMove(line.node, line.needNumber);
                line.written = true;
                // The alternatives to this move, unless this line is itself one of them.
                const bool isAlternative = line.node == line.first &&
                                           tree_.firstChild(tree_.parent(line.node)) != line.node;
                line.variation = isAlternative ? NoNode : tree_.nextSibling(line.node);
            }
            if (line.variation != NoNode) {
                const NodeId v = line.variation;
                line.variation = tree_.nextSibling(v);
                line_.prefix("(");
                open.push_back({v, v, NoNode, true, made.size(), false}); // `line` is stale now
                continue;
            }
            const Move m = tree_.move(line.node);
            board_.play(m);
            made.push_back(m);
            line.node = tree_.firstChild(line.node);
            line.written = false;
        }
    }

    const GameTree& tree_;
    const WriterOptions& options_;
    LineFiller line_;
    Position board_;
};

void appendTag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    for (const char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        // A tag pair lives on one line: a line break in a value (only possible through an edit)
        // is written as a space.
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    out += "\"]\n";
}

std::string_view unknownValue(std::string_view name) {
    return name == "Date" ? "????.??.??" : "?";
}

} // namespace

void writeGame(std::string& out, const Game& game, const WriterOptions& options) {
    const std::string_view result = game.result();
    for (const std::string_view name : SevenTagRoster) {
        if (name == "Result") {
            appendTag(out, name, result);
        } else {
            const std::string* value = game.tag(name);
            appendTag(out, name, value ? std::string_view(*value) : unknownValue(name));
        }
    }
    const auto inRoster = [](std::string_view name) {
        return std::find(std::begin(SevenTagRoster), std::end(SevenTagRoster), name) !=
               std::end(SevenTagRoster);
    };
    for (const Tag& tag : game.tags()) {
        // A roster tag given twice keeps its second value here, so that nothing is dropped.
        if (inRoster(tag.name) && game.tag(tag.name) == &tag.value) continue;
        appendTag(out, tag.name, tag.value);
    }
    const GameTree& tree = game.tree();
    if (tree.isChess960() && !game.tag("Variant")) appendTag(out, "Variant", "Chess960");
    if (!tree.startsFromStandardPosition() && !game.tag("FEN")) {
        if (!game.tag("SetUp")) appendTag(out, "SetUp", "1");
        appendTag(out, "FEN", tree.startFen());
    }
    out += '\n';
    MovetextWriter(out, game, options).write(result);
    out += '\n';
}

std::string writeGame(const Game& game, const WriterOptions& options) {
    std::string out;
    writeGame(out, game, options);
    return out;
}

bool readsBackAs(const Game& reread, const Game& original) {
    if (reread.result() != original.result() || !sameContent(reread.tree(), original.tree()))
        return false;
    const auto inRoster = [](std::string_view name) {
        return std::find(std::begin(SevenTagRoster), std::end(SevenTagRoster), name) !=
               std::end(SevenTagRoster);
    };
    // The roster is found by name, the other tags in their order.
    const std::vector<Tag>& tags = reread.tags();
    std::size_t at = 0;
    for (const Tag& tag : original.tags()) {
        if (tag.name == "Result") continue; // written as result()
        if (inRoster(tag.name)) {
            if (std::find(tags.begin(), tags.end(), tag) == tags.end()) return false;
            continue;
        }
        while (at < tags.size() && !(tags[at] == tag)) ++at;
        if (at == tags.size()) return false;
        ++at;
    }
    return true;
}

} // namespace kibitz::pgn
