#include "gametree.h"

#include "chess/movegen.h"

#include <algorithm>
#include <utility>

namespace kibitz::pgn {

using chess::Move;
using chess::Position;

namespace {

const std::string EmptyText;

} // namespace

GameTree::GameTree()
    : startFen_(Position::StartFen) {
    nodes_.emplace_back();
}

std::optional<chess::FenError> GameTree::setStartPosition(std::string_view fen, bool chess960) {
    Position pos;
    if (const auto set = pos.setFen(fen, chess960); !set) return set.error();
    // Store the position's own FEN: it is canonical (an en passant square only when a capture is
    // possible), so two trees with the same start compare equal.
    startFen_ = pos.fen();
    chess960_ = chess960;
    clear();
    return std::nullopt;
}

bool GameTree::startsFromStandardPosition() const {
    return !chess960_ && startFen_ == Position::StartFen;
}

void GameTree::clear() {
    nodes_.resize(1);
    nodes_[0] = Node{};
    annotations_.clear();
    liveCount_ = 1;
}

const GameTree::Annotations* GameTree::annotationsOf(NodeId id) const {
    const Node* n = node(id);
    return n && n->annotations >= 0 ? &annotations_[std::size_t(n->annotations)] : nullptr;
}

GameTree::Annotations* GameTree::annotate(NodeId id) {
    Node& n = nodes_[std::size_t(id)];
    if (n.annotations < 0) {
        n.annotations = std::int32_t(annotations_.size());
        annotations_.emplace_back();
    }
    return &annotations_[std::size_t(n.annotations)];
}

const GameTree::Node* GameTree::node(NodeId id) const {
    if (id < 0 || id >= NodeId(nodes_.size()) || !nodes_[std::size_t(id)].alive) return nullptr;
    return &nodes_[std::size_t(id)];
}

GameTree::Node* GameTree::node(NodeId id) {
    return const_cast<Node*>(std::as_const(*this).node(id));
}

bool GameTree::contains(NodeId id) const {
    return node(id) != nullptr;
}

Move GameTree::move(NodeId id) const {
    const Node* n = node(id);
    return n ? n->move : Move::none();
}

NodeId GameTree::parent(NodeId id) const {
    const Node* n = node(id);
    return n ? n->parent : NoNode;
}

NodeId GameTree::firstChild(NodeId id) const {
    const Node* n = node(id);
    return n ? n->firstChild : NoNode;
}

NodeId GameTree::nextSibling(NodeId id) const {
    const Node* n = node(id);
    return n ? n->nextSibling : NoNode;
}

NodeId GameTree::previousSibling(NodeId id) const {
    const Node* n = node(id);
    if (!n || n->parent == NoNode || nodes_[std::size_t(n->parent)].firstChild == id) return NoNode;
    return n->previousSibling;
}

NodeId GameTree::lastChild(NodeId id) const {
    const NodeId first = firstChild(id);
    return first == NoNode ? NoNode : nodes_[std::size_t(first)].previousSibling;
}

std::vector<NodeId> GameTree::children(NodeId id) const {
    std::vector<NodeId> result;
    for (NodeId c = firstChild(id); c != NoNode; c = nodes_[std::size_t(c)].nextSibling)
        result.push_back(c);
    return result;
}

int GameTree::childCount(NodeId id) const {
    int count = 0;
    for (NodeId c = firstChild(id); c != NoNode; c = nodes_[std::size_t(c)].nextSibling) ++count;
    return count;
}

int GameTree::ply(NodeId id) const {
    if (!contains(id)) return 0;
    int depth = 0;
    for (NodeId n = id; n != root(); n = nodes_[std::size_t(n)].parent) ++depth;
    return depth;
}

bool GameTree::isMainLine(NodeId id) const {
    if (!contains(id)) return false;
    for (NodeId n = id; n != root(); n = nodes_[std::size_t(n)].parent)
        if (nodes_[std::size_t(nodes_[std::size_t(n)].parent)].firstChild != n) return false;
    return true;
}

std::vector<NodeId> GameTree::mainLine() const {
    std::vector<NodeId> line;
    for (NodeId n = root(); n != NoNode; n = nodes_[std::size_t(n)].firstChild) line.push_back(n);
    return line;
}

std::vector<Move> GameTree::movesTo(NodeId id) const {
    std::vector<Move> moves;
    if (!contains(id)) return moves;
    for (NodeId n = id; n != root(); n = nodes_[std::size_t(n)].parent)
        moves.push_back(nodes_[std::size_t(n)].move);
    std::reverse(moves.begin(), moves.end());
    return moves;
}

Position GameTree::positionAt(NodeId id) const {
    Position pos;
    pos.setFen(startFen_, chess960_); // valid: setStartPosition accepted it
    for (const Move m : movesTo(id)) pos.play(m);
    return pos;
}

const std::string& GameTree::commentBefore(NodeId id) const {
    const Annotations* a = annotationsOf(id);
    return a ? a->commentBefore : EmptyText;
}

const std::string& GameTree::commentAfter(NodeId id) const {
    const Annotations* a = annotationsOf(id);
    return a ? a->commentAfter : EmptyText;
}

std::span<const Nag> GameTree::nags(NodeId id) const {
    const Annotations* a = annotationsOf(id);
    return a ? std::span<const Nag>(a->nags) : std::span<const Nag>();
}

Expected<NodeId, EditError> GameTree::canAddMove(NodeId parentId, Move m) const {
    if (!contains(parentId)) return unexpected(EditError(MessageText(MessageId::EditNoSuchNode)));
    for (NodeId c = firstChild(parentId); c != NoNode; c = nodes_[std::size_t(c)].nextSibling)
        if (nodes_[std::size_t(c)].move == m) return c;

    const Position pos = positionAt(parentId);
    if (m.isNull()) {
        if (!pos.isLegalNullMove())
            return unexpected(EditError(MessageText(MessageId::EditNullMoveInCheck)));
    } else if (!m.isOk() || !chess::MoveList(pos).contains(m)) {
        return unexpected(EditError(MessageText(MessageId::EditIllegalMove)));
    }
    return NoNode;
}

Expected<NodeId, EditError> GameTree::addMove(NodeId parentId, Move m) {
    const auto check = canAddMove(parentId, m);
    if (!check) return check;
    if (*check != NoNode) return *check; // the move is already there
    return appendChild(parentId, m);
}

NodeId GameTree::appendChild(NodeId parentId, Move m) {
    if (!contains(parentId)) return NoNode;
    const NodeId id = NodeId(nodes_.size());
    Node& fresh = nodes_.emplace_back();
    fresh.move = m;
    fresh.parent = parentId;
    ++liveCount_;
    linkLast(parentId, id);
    return id;
}

void GameTree::unlink(NodeId id) {
    Node& n = nodes_[std::size_t(id)];
    Node& p = nodes_[std::size_t(n.parent)];
    const NodeId last = nodes_[std::size_t(p.firstChild)].previousSibling;
    if (p.firstChild == id) {
        p.firstChild = n.nextSibling;
        if (n.nextSibling != NoNode) nodes_[std::size_t(n.nextSibling)].previousSibling = last;
    } else {
        nodes_[std::size_t(n.previousSibling)].nextSibling = n.nextSibling;
        const NodeId after = n.nextSibling != NoNode ? n.nextSibling : p.firstChild;
        nodes_[std::size_t(after)].previousSibling = n.previousSibling;
    }
    n.nextSibling = n.previousSibling = NoNode;
}

void GameTree::linkFirst(NodeId parentId, NodeId id) {
    Node& p = nodes_[std::size_t(parentId)];
    Node& n = nodes_[std::size_t(id)];
    n.nextSibling = p.firstChild;
    if (p.firstChild == NoNode) {
        n.previousSibling = id;
    } else {
        Node& oldFirst = nodes_[std::size_t(p.firstChild)];
        n.previousSibling = oldFirst.previousSibling;
        oldFirst.previousSibling = id;
    }
    p.firstChild = id;
}

void GameTree::linkLast(NodeId parentId, NodeId id) {
    Node& p = nodes_[std::size_t(parentId)];
    Node& n = nodes_[std::size_t(id)];
    n.nextSibling = NoNode;
    if (p.firstChild == NoNode) {
        p.firstChild = id;
        n.previousSibling = id;
        return;
    }
    Node& first = nodes_[std::size_t(p.firstChild)];
    nodes_[std::size_t(first.previousSibling)].nextSibling = id;
    n.previousSibling = first.previousSibling;
    first.previousSibling = id;
}

void GameTree::killSubtree(NodeId id) {
    // Iterative, so that a game of thousands of moves cannot exhaust the stack.
    std::vector<NodeId> pending{id};
    while (!pending.empty()) {
        Node& n = nodes_[std::size_t(pending.back())];
        pending.pop_back();
        for (NodeId c = n.firstChild; c != NoNode; c = nodes_[std::size_t(c)].nextSibling)
            pending.push_back(c);
        n.alive = false;
        n.firstChild = n.nextSibling = n.previousSibling = NoNode;
        if (n.annotations >= 0) annotations_[std::size_t(n.annotations)] = Annotations{};
        --liveCount_;
    }
}

bool GameTree::promoteVariation(NodeId id) {
    if (!contains(id)) return false;
    // The variation's first node: the nearest node at or above `id` that is not a first child.
    NodeId start = id;
    while (start != root() && previousSibling(start) == NoNode) start = parent(start);
    if (start == root()) return false;
    const NodeId parentId = parent(start);
    unlink(start);
    linkFirst(parentId, start);
    return true;
}

bool GameTree::deleteVariation(NodeId id) {
    if (!contains(id)) return false;
    NodeId start = id;
    while (start != root() && previousSibling(start) == NoNode) start = parent(start);
    if (start == root()) return false;
    unlink(start);
    killSubtree(start);
    return true;
}

bool GameTree::deleteFrom(NodeId id) {
    if (id == root() || !contains(id)) return false;
    unlink(id);
    killSubtree(id);
    return true;
}

bool GameTree::setCommentBefore(NodeId id, std::string text) {
    if (!contains(id)) return false;
    annotate(id)->commentBefore = std::move(text);
    return true;
}

bool GameTree::setCommentAfter(NodeId id, std::string text) {
    if (!contains(id)) return false;
    annotate(id)->commentAfter = std::move(text);
    return true;
}

bool GameTree::appendCommentAfter(NodeId id, std::string_view text) {
    if (!contains(id)) return false;
    if (text.empty()) return true;
    std::string& comment = annotate(id)->commentAfter;
    if (!comment.empty()) comment += ' ';
    comment.append(text);
    return true;
}

bool GameTree::setNags(NodeId id, std::vector<Nag> nags) {
    if (!contains(id) || id == root()) return false;
    annotate(id)->nags = std::move(nags);
    return true;
}

bool GameTree::addNag(NodeId id, Nag nag) {
    if (!contains(id) || id == root()) return false;
    std::vector<Nag>& nags = annotate(id)->nags;
    if (std::find(nags.begin(), nags.end(), nag) == nags.end()) nags.push_back(nag);
    return true;
}

std::optional<std::string> GameTree::checkInvariants() const {
    const Node& r = nodes_[0];
    if (!r.alive || r.parent != NoNode || r.nextSibling != NoNode || !r.move.isNone())
        return "the root is damaged";
    Position pos;
    if (!pos.setFen(startFen_, chess960_)) return "the start position is not a valid FEN";

    // Walk the tree from the root depth first, making and unmaking the moves on one board (a
    // tree may be 200,000 moves deep), and count what is reached.
    struct Visit {
        NodeId id;
        NodeId nextChild; // the child to enter next
    };
    std::vector<Visit> path{{root(), NoNode}};
    int reached = 0;
    auto enter = [&](NodeId id) -> std::optional<std::string> {
        if (++reached > liveCount_) return "a cycle or a shared child";
        const Node& n = nodes_[std::size_t(id)];
        const chess::MoveList legalMoves(pos);
        NodeId before = n.firstChild == NoNode ? NoNode : lastChild(id);
        for (NodeId c = n.firstChild; c != NoNode; c = nodes_[std::size_t(c)].nextSibling) {
            if (c < 0 || c >= NodeId(nodes_.size())) return "a link leaves the arena";
            const Node& child = nodes_[std::size_t(c)];
            if (!child.alive) return "node " + std::to_string(c) + " is dead but still linked";
            if (child.parent != id)
                return "node " + std::to_string(c) + " does not point back to its parent";
            if (child.previousSibling != before)
                return "node " + std::to_string(c) + " does not point back to its sibling";
            before = c;
            const bool legal =
                child.move.isNull() ? pos.isLegalNullMove() : legalMoves.contains(child.move);
            if (!legal) return "node " + std::to_string(c) + " holds an illegal move";
        }
        if (n.firstChild != NoNode && before != lastChild(id))
            return "the last child of node " + std::to_string(id) + " is not linked back";
        path.back().nextChild = n.firstChild;
        return std::nullopt;
    };
    if (auto problem = enter(root())) return problem;
    while (!path.empty()) {
        Visit& visit = path.back();
        if (visit.nextChild == NoNode) {
            const Move m = nodes_[std::size_t(visit.id)].move;
            path.pop_back();
            if (!path.empty()) pos.takeBack(m);
            continue;
        }
        const NodeId child = visit.nextChild;
        visit.nextChild = nodes_[std::size_t(child)].nextSibling;
        const Move m = nodes_[std::size_t(child)].move;
        pos.play(m);
        path.push_back({child, NoNode});
        if (auto problem = enter(child)) return problem;
    }
    if (reached != liveCount_) return "the live count does not match the nodes reached";
    return std::nullopt;
}

namespace {

bool sameNode(const GameTree& a, NodeId x, const GameTree& b, NodeId y) {
    if (a.move(x) != b.move(y) || a.commentBefore(x) != b.commentBefore(y) ||
        a.commentAfter(x) != b.commentAfter(y))
        return false;
    const auto na = a.nags(x);
    const auto nb = b.nags(y);
    return std::equal(na.begin(), na.end(), nb.begin(), nb.end());
}

} // namespace

bool sameContent(const GameTree& a, const GameTree& b) {
    if (a.startFen() != b.startFen() || a.isChess960() != b.isChess960()) return false;
    std::vector<std::pair<NodeId, NodeId>> pending{{GameTree::root(), GameTree::root()}};
    while (!pending.empty()) {
        const auto [x, y] = pending.back();
        pending.pop_back();
        if (!sameNode(a, x, b, y)) return false;
        NodeId cx = a.firstChild(x);
        NodeId cy = b.firstChild(y);
        for (; cx != NoNode && cy != NoNode; cx = a.nextSibling(cx), cy = b.nextSibling(cy))
            pending.emplace_back(cx, cy);
        if (cx != NoNode || cy != NoNode) return false;
    }
    return true;
}

} // namespace kibitz::pgn
