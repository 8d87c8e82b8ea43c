#pragma once

// The tree of moves of one game: the main line, its variations, their comments and NAGs.

#include "chess/position.h"
#include "util/expected.h"
#include "util/message.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

// A node's id is its index in the tree's arena. Ids are never reused, so an id that a view or a
// cache holds stays valid, or detectably dead (contains() is false), across every edit.
using NodeId = std::int32_t;
inline constexpr NodeId NoNode = -1;

// Numeric Annotation Glyph ($0 to $255, PGN standard section 10).
using Nag = std::uint8_t;

// Why an edit was refused: in English, and as a sentence a user interface can translate.
struct EditError {
    std::string message;
    MessageText text;

    explicit EditError(MessageText sentence)
        : message(render(sentence))
        , text(std::move(sentence)) {}
};

// An arena of nodes. The root (id 0) is the start position and has no move; every other node
// holds the move that leads to it from its parent. A node's children are in order: the first is
// the main continuation, the others are its alternatives (variations), as PGN writes them.
//
// The tree knows the start position (a FEN and the Chess960 flag) and checks every move that an
// edit adds, so it holds only legal games.
class GameTree {
public:
    GameTree();

    // Sets the start position and clears the tree. On a bad FEN the tree is unchanged.
    std::optional<chess::FenError> setStartPosition(std::string_view fen, bool chess960 = false);
    const std::string& startFen() const { return startFen_; }
    bool isChess960() const { return chess960_; }
    bool startsFromStandardPosition() const;
    // Starts a new game from the same start position: removes every node but the root, and the
    // root's comment. Ids start over (the old game's ids mean nothing in the new one). The
    // arena's memory is kept, so a reader can reuse one tree for game after game.
    void clear();

    // Reading the tree. Every function accepts any id: a dead or unknown id reads as an empty node
    // (NoNode, no move, no comment), so callers need no special cases.
    static constexpr NodeId root() { return 0; }
    bool contains(NodeId id) const;
    chess::Move move(NodeId id) const;
    NodeId parent(NodeId id) const;
    NodeId firstChild(NodeId id) const;
    NodeId nextSibling(NodeId id) const;
    // The sibling before `id`, NoNode for a first child. Constant time, as are lastChild() and
    // appendChild(): a move with 100,000 alternatives costs no more to extend than one with two.
    NodeId previousSibling(NodeId id) const;
    NodeId lastChild(NodeId id) const;
    std::vector<NodeId> children(NodeId id) const;
    int childCount(NodeId id) const;
    // Distance from the root: the root has ply 0, the first move ply 1.
    int ply(NodeId id) const;
    // True when every node from the root to `id` is its parent's first child.
    bool isMainLine(NodeId id) const;
    // The root and the main-line nodes after it, in order.
    std::vector<NodeId> mainLine() const;
    // The moves from the start position to `id`.
    std::vector<chess::Move> movesTo(NodeId id) const;
    // The position after the moves leading to `id` (replayed from the start position).
    chess::Position positionAt(NodeId id) const;

    const std::string& commentBefore(NodeId id) const;
    const std::string& commentAfter(NodeId id) const;
    std::span<const Nag> nags(NodeId id) const;

    // Number of live nodes, the root included.
    int size() const { return liveCount_; }
    // Size of the arena: every id ever handed out is below this.
    int capacity() const { return int(nodes_.size()); }

    // Editing. Each edit keeps the tree valid and refuses (returns an error or false) rather than
    // break it.

    // Adds `move` after `parent`: an existing child with that move is returned as it is, otherwise
    // the move becomes a new last variation (or the main continuation if `parent` has none).
    Expected<NodeId, EditError> addMove(NodeId parent, chess::Move move);
    // What addMove(parent, move) would do, without doing it: the child of `parent` that already
    // plays `move` (addMove would return it as it is), NoNode when addMove would add a new node,
    // or the error addMove would return. For a caller that must announce a change before making
    // it (an item model), so that the rule is written once.
    Expected<NodeId, EditError> canAddMove(NodeId parent, chess::Move move) const;
    // Appends a child without looking for an existing one and without checking legality: for the
    // PGN reader, which has already made the move on a board, and keeps repeated variations.
    // NoNode when `parent` is not in the tree. Constant time.
    NodeId appendChild(NodeId parent, chess::Move move);
    // Makes the variation that contains `id` the main continuation at its branch point (one level;
    // repeat to raise it further): it moves to the front, the other moves keep their order. False
    // when `id` is on its parent's main continuation all the way up (nothing to promote) or is not
    // in the tree.
    bool promoteVariation(NodeId id);
    // Removes the variation that contains `id`: the subtree starting at the nearest node at or
    // above `id` that is not a first child. False when `id` is on the game's main line.
    bool deleteVariation(NodeId id);
    // Removes `id` and everything after it. False for the root or an id not in the tree.
    bool deleteFrom(NodeId id);

    bool setCommentBefore(NodeId id, std::string text);
    bool setCommentAfter(NodeId id, std::string text);
    // Appends `text` to the comment after the move, a space between them when both are non-empty
    // (for a reader that finds several comments in a row). Appends in place: the text already
    // there is neither walked nor copied.
    bool appendCommentAfter(NodeId id, std::string_view text);
    bool setNags(NodeId id, std::vector<Nag> nags);
    // NAGs annotate moves, so the root takes none. addNag ignores a NAG the node already has.
    bool addNag(NodeId id, Nag nag);

    // Checks the arena's invariants (links agree both ways, no cycles, every move legal). Returns
    // what is wrong, or nothing. For tests and assertions.
    std::optional<std::string> checkInvariants() const;

private:
    // Most moves carry no comment and no NAG, so those live in a side table: a node stays small,
    // and reading a game allocates nothing per move.
    struct Annotations {
        std::vector<Nag> nags;
        std::string commentBefore;
        std::string commentAfter;
    };
    // Siblings form a list that is doubly linked and closed backwards: a first child's
    // previousSibling is the last child, so appending and unlinking take constant time.
    struct Node {
        chess::Move move = chess::Move::none();
        bool alive = true;
        NodeId parent = NoNode;
        NodeId firstChild = NoNode;
        NodeId nextSibling = NoNode;
        NodeId previousSibling = NoNode; // the last sibling for a first child
        std::int32_t annotations = -1;   // index into annotations_, or -1
    };

    const Node* node(NodeId id) const;
    Node* node(NodeId id);
    const Annotations* annotationsOf(NodeId id) const;
    Annotations* annotate(NodeId id); // creates the entry; id must be live
    void unlink(NodeId id);
    void linkFirst(NodeId parent, NodeId id);
    void linkLast(NodeId parent, NodeId id);
    void killSubtree(NodeId id);

    std::vector<Node> nodes_;
    std::vector<Annotations> annotations_;
    int liveCount_ = 1;
    std::string startFen_;
    bool chess960_ = false;
};

// True when two trees hold the same start position, moves, comments, NAGs and variation order,
// whatever their ids are (a tree read back from PGN numbers its nodes afresh).
bool sameContent(const GameTree& a, const GameTree& b);

} // namespace kibitz::pgn
