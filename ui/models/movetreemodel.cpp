#include "movetreemodel.h"

#include "chess/notation.h"
#include "commentpreview.h"
#include "nagsymbol.h"
#include "pgn/commands.h"
#include "pieceletters.h"
#include "treechange.h"

#include <QList>
#include <QStringList>

#include <algorithm>
#include <string>

namespace kibitz::ui {

using pgn::GameTree;
using pgn::NodeId;
using pgn::NoNode;

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

// `comment` with its words replaced by `text` (its runs of blanks made single): the [%...]
// commands stay verbatim and in front of the words, where Lichess and ChessBase put them.
//
// Kibitz's mark, [%kibitz], goes after the words: its words run from it to the comment's end, so
// words the user wrote (or changed) must come before it to stay the user's when Kibitz annotates
// again (annotate::removeAutomaticAnnotations).
std::string withWords(const std::string& comment, const QString& text) {
    std::string result;
    std::string marks;
    for (const pgn::Command& command : pgn::parseCommands(comment)) {
        std::string& to = command.name == "kibitz" ? marks : result;
        if (!to.empty()) to += ' ';
        to.append(comment, command.begin, command.end - command.begin);
    }
    // PGN is text, and a run of NUL bytes stops the reader: none goes into a comment.
    const std::string words = QString(text).remove(QChar(0)).simplified().toStdString();
    if (!result.empty() && !words.empty()) result += ' ';
    result += words;
    if (!result.empty() && !marks.empty()) result += ' ';
    return result + marks;
}

} // namespace

MoveTreeModel::MoveTreeModel(QObject* parent)
    : QAbstractItemModel(parent) {}

void MoveTreeModel::setGame(pgn::Game* game) {
    beginResetModel();
    game_ = game;
    rows_.clear();
    sanCache_.clear();
    sanCacheFilled_ = false;
    endResetModel();
}

void MoveTreeModel::reload() {
    setGame(game_);
}

void MoveTreeModel::replaceGame(pgn::Game next) {
    if (!game_) return;
    emit aboutToReplaceGame();
    const std::optional<TreeChange> change = planTreeChange(game_->tree(), next.tree());
    if (!change) {
        beginResetModel();
        *game_ = std::move(next);
        rows_.clear();
        sanCache_.clear();
        sanCacheFilled_ = false;
        endResetModel();
        emit gameReplaced();
        return;
    }
    GameTree& t = game_->tree();
    const GameTree& to = next.tree();
    for (const NodeId id : change->removed) removeMoves(id);
    // The id in the shown tree of each move of `next`.
    std::vector<NodeId> shownId(std::size_t(to.capacity()), NoNode);
    for (const auto& [shown, source] : change->kept) shownId[std::size_t(source)] = shown;
    for (const NodeId source : change->added) {
        const NodeId parentNode = shownId[std::size_t(to.parent(source))];
        const Place place = rows().placeForNewChild(t, parentNode);
        beginInsertRows(parentIndexOf(place.parent), place.row, place.row);
        const NodeId id = t.appendChild(parentNode, to.move(source));
        copyAnnotations(to, source, t, id);
        rows_.append(id, place);
        endInsertRows();
        shownId[std::size_t(source)] = id;
    }
    std::vector<NodeId> changed;
    for (const auto& [shown, source] : change->kept)
        if (copyAnnotations(to, source, t, shown)) changed.push_back(shown);
    // The tags and the rest come from `next`; the tree stays, its ids being the rows'.
    next.tree() = std::move(t);
    *game_ = std::move(next);
    emitRowsChanged(changed);
    emit gameReplaced();
}

const GameTree* MoveTreeModel::tree() const {
    return game_ ? &game_->tree() : nullptr;
}

// The row scheme (see the header) in GameTree terms. A "line start" is the root (whose line is the
// main line) or a node that is not its parent's first child (a variation's first move). The rows
// under a line start are its line; the rows under any other node are its alternatives.

bool MoveTreeModel::startsLine(NodeId id) const {
    const GameTree* t = tree();
    return id == GameTree::root() || t->firstChild(t->parent(id)) != id;
}

const MoveTreeRows& MoveTreeModel::rows() const {
    if (!rows_.isBuilt() && tree()) rows_.build(*tree());
    return rows_;
}

MoveTreeModel::Place MoveTreeModel::placeOf(NodeId id) const {
    const GameTree* t = tree();
    if (!t || id == GameTree::root() || !t->contains(id)) return {};
    return rows().place(id);
}

NodeId MoveTreeModel::childAt(NodeId parentNode, int row) const {
    return tree() ? rows().childAt(parentNode, row) : NoNode;
}

int MoveTreeModel::childRowCount(NodeId parentNode) const {
    const GameTree* t = tree();
    return t && t->contains(parentNode) ? rows().childCount(parentNode) : 0;
}

QModelIndex MoveTreeModel::parentIndexOf(NodeId rowParent) const {
    return rowParent == GameTree::root() ? QModelIndex() : indexOf(rowParent);
}

QModelIndex MoveTreeModel::indexOf(NodeId id, int column) const {
    const Place place = placeOf(id);
    if (place.row < 0 || column < 0 || column >= ColumnCount) return {};
    return createIndex(place.row, column, quintptr(id));
}

int MoveTreeModel::rowDepth(NodeId id) const {
    int depth = 0;
    for (Place place = placeOf(id); place.row >= 0; place = placeOf(place.parent)) ++depth;
    return depth;
}

NodeId MoveTreeModel::nodeAt(const QModelIndex& index) const {
    if (!index.isValid() || index.model() != this) return NoNode;
    return NodeId(index.internalId());
}

namespace {

// The move as a row shows it, in the position before it: "12. Nf3", "12… c5".
QString sanText(chess::Position& before, chess::Move move) {
    const QString number = QString::number(before.fullmoveNumber());
    // U+2026 (…) after a black move's number, as printed scoresheets and books do.
    const QString prefix = before.sideToMove() == chess::White ? number + QStringLiteral(". ")
                                                               : number + QStringLiteral("\u2026 ");
    return prefix +
           (move.isNull() ? QStringLiteral("--") : localSan(fromStd(chess::toSan(before, move))));
}

} // namespace

void MoveTreeModel::fillSanCache() const {
    // One walk with one board, making and taking back moves: replaying each node's moves from the
    // start would cost the depth of the tree per row.
    const GameTree* t = tree();
    sanCache_.assign(std::size_t(t->capacity()), std::nullopt);
    sanCacheFilled_ = true;
    chess::Position board = t->positionAt(GameTree::root());
    struct Visit {
        NodeId id;
        NodeId nextChild;
    };
    std::vector<Visit> path{{GameTree::root(), t->firstChild(GameTree::root())}};
    while (!path.empty()) {
        Visit& visit = path.back();
        if (visit.nextChild == NoNode) {
            const NodeId done = visit.id;
            path.pop_back();
            if (!path.empty()) board.takeBack(t->move(done));
            continue;
        }
        const NodeId child = visit.nextChild;
        visit.nextChild = t->nextSibling(child);
        sanCache_[std::size_t(child)] = sanText(board, t->move(child));
        board.play(t->move(child));
        path.push_back({child, t->firstChild(child)});
    }
}

const QString& MoveTreeModel::san(NodeId id) const {
    if (!sanCacheFilled_) fillSanCache();
    if (sanCache_.size() < std::size_t(tree()->capacity()))
        sanCache_.resize(std::size_t(tree()->capacity()));
    std::optional<QString>& cached = sanCache_[std::size_t(id)];
    // A move added since the cache was filled.
    if (!cached) {
        chess::Position before = tree()->positionAt(tree()->parent(id));
        cached = sanText(before, tree()->move(id));
    }
    return *cached;
}

QString MoveTreeModel::moveText(NodeId id) const {
    const GameTree* t = tree();
    if (!t || id == GameTree::root() || !t->contains(id)) return {};
    QString text = san(id);
    for (const pgn::Nag nag : t->nags(id)) {
        if (!isMoveAssessment(nag)) text += QLatin1Char(' ');
        text += nagSymbol(nag);
    }
    return text;
}

QString MoveTreeModel::moveSan(NodeId id) const {
    const GameTree* t = tree();
    if (!t || id == GameTree::root() || !t->contains(id)) return {};
    // After the number and its space (sanText); SAN has no space.
    const QString& text = san(id);
    return text.mid(text.indexOf(QLatin1Char(' ')) + 1);
}

QModelIndex MoveTreeModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) return {};
    const NodeId parentNode = parent.isValid() ? nodeAt(parent) : GameTree::root();
    const NodeId id = childAt(parentNode, row);
    return id == NoNode ? QModelIndex() : createIndex(row, column, quintptr(id));
}

QModelIndex MoveTreeModel::parent(const QModelIndex& child) const {
    const Place place = placeOf(nodeAt(child));
    return place.row < 0 ? QModelIndex() : parentIndexOf(place.parent);
}

int MoveTreeModel::rowCount(const QModelIndex& parent) const {
    // Only the move column has children, as QTreeView expects.
    if (parent.column() > 0) return 0;
    return childRowCount(parent.isValid() ? nodeAt(parent) : GameTree::root());
}

int MoveTreeModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant MoveTreeModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const GameTree* t = tree();
    const NodeId id = nodeAt(index);
    if (!t || !t->contains(id)) return {};
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == MoveColumn) return moveText(id);
        return elidedComment(commentWordsStart(t->commentAfter(id)));
    case Qt::EditRole:
        if (index.column() == MoveColumn) return moveText(id);
        return fromStd(pgn::commentText(t->commentAfter(id)));
    case NodeIdRole: return int(id);
    case NagsRole: {
        QList<int> nags;
        for (const pgn::Nag nag : t->nags(id)) nags.append(int(nag));
        return QVariant::fromValue(nags);
    }
    case EvalRole: {
        const auto eval = pgn::evaluation(t->commentAfter(id));
        return eval ? QVariant(fromStd(pgn::formatEvaluation(*eval))) : QVariant();
    }
    case IsMainLineRole: return placeOf(id).parent == GameTree::root();
    case CommentBeforeRole: return commentBeforeText(id);
    case ShownCommentBeforeRole: return elidedComment(commentBeforeText(id, true));
    case Qt::ToolTipRole: {
        const QString tip = index.column() == CommentColumn ? toolTip(id) : QString();
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    default: return {};
    }
}

bool MoveTreeModel::opensGame(NodeId id) const {
    return id != GameTree::root() && tree()->firstChild(GameTree::root()) == id;
}

QString MoveTreeModel::commentBeforeText(NodeId id, bool preview) const {
    const GameTree* t = tree();
    const auto wordsOf = [preview](const std::string& comment) {
        return preview ? commentWordsStart(comment) : fromStd(pgn::commentText(comment));
    };
    QString words = wordsOf(t->commentBefore(id));
    if (opensGame(id)) {
        const QString game = wordsOf(t->commentAfter(GameTree::root()));
        if (!game.isEmpty()) words = words.isEmpty() ? game : game + QLatin1Char(' ') + words;
    }
    return words;
}

bool MoveTreeModel::isCommentElided(NodeId id) const {
    const GameTree* t = tree();
    if (!t || id == GameTree::root() || !t->contains(id)) return false;
    return isElided(commentBeforeText(id, true)) ||
           isElided(commentWordsStart(t->commentAfter(id)));
}

QString MoveTreeModel::toolTip(NodeId id) const {
    const QString before = elidedComment(commentBeforeText(id, true));
    const QString after = elidedComment(commentWordsStart(tree()->commentAfter(id)));
    QStringList lines;
    if (!before.isEmpty()) lines << tr("Before the move: %1").arg(before);
    if (!after.isEmpty()) lines << tr("After the move: %1").arg(after);
    return lines.join(QLatin1Char('\n'));
}

bool MoveTreeModel::hasOwnCommentBefore(NodeId id) const {
    const GameTree* t = tree();
    if (!t || id == GameTree::root() || !t->contains(id)) return false;
    const NodeId parent = t->parent(id);
    if (parent == GameTree::root() || t->firstChild(parent) != id) return true;
    // The writer puts a move's alternatives right after it, before the line goes on.
    return t->firstChild(t->parent(parent)) == parent && t->nextSibling(parent) != pgn::NoNode;
}

QString MoveTreeModel::gameComment() const {
    const GameTree* t = tree();
    return t ? fromStd(pgn::commentText(t->commentAfter(GameTree::root()))) : QString();
}

bool MoveTreeModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != CommentColumn)
        return false;
    if (role == Qt::EditRole) return setComment(nodeAt(index), value.toString());
    if (role == CommentBeforeRole) return setCommentBefore(nodeAt(index), value.toString());
    return false;
}

Qt::ItemFlags MoveTreeModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == CommentColumn) result |= Qt::ItemIsEditable;
    return result;
}

QVariant MoveTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case MoveColumn: return tr("Move");
    case CommentColumn: return tr("Comment");
    default: return {};
    }
}

std::optional<NodeId> MoveTreeModel::addMove(NodeId parentNode, chess::Move move) {
    GameTree* t = game_ ? &game_->tree() : nullptr;
    if (!t) return std::nullopt;
    // The rows must be announced before the tree changes, so ask first what GameTree::addMove
    // would do, rather than learn of a refusal after the announcement.
    const auto check = t->canAddMove(parentNode, move);
    if (!check) return std::nullopt;
    if (*check != NoNode) return *check; // an existing move: nothing changes

    // A move after the last one of a line extends that line; otherwise it is a new last
    // alternative to the parent's main continuation.
    const Place place = rows().placeForNewChild(*t, parentNode);
    beginInsertRows(parentIndexOf(place.parent), place.row, place.row);
    const auto added = t->addMove(parentNode, move);
    if (added) rows_.append(*added, place);
    endInsertRows();
    Q_ASSERT(added);
    emit gameChanged();
    return added ? std::optional<NodeId>(*added) : std::nullopt;
}

bool MoveTreeModel::promoteVariation(NodeId id) {
    const GameTree* t = tree();
    if (!t || !t->contains(id) || t->isMainLine(id)) return false;
    promoteLine(id);
    emit gameChanged();
    return true;
}

void MoveTreeModel::promoteLine(NodeId id) {
    // Promotion regroups whole lines: the promoted line takes over the rows after the branch point
    // and the old continuation moves under it. No insert/remove/move sequence says that simply,
    // but no row appears or disappears, so a layout change with every persistent index moved to
    // its node's new place keeps the view's selection and current move.
    emit layoutAboutToBeChanged();
    const QModelIndexList before = persistentIndexList();
    const NodeId firstMove = tree()->firstChild(GameTree::root());
    game_->tree().promoteVariation(id);
    rows_.clear();
    QModelIndexList after;
    after.reserve(before.size());
    for (const QModelIndex& index : before) after.append(indexOf(nodeAt(index), index.column()));
    changePersistentIndexList(before, after);
    emit layoutChanged();
    // The game's comment shows as the first move's comment before: it moves to the new first move.
    if (const NodeId newFirst = tree()->firstChild(GameTree::root()); newFirst != firstMove) {
        emit dataChanged(indexOf(firstMove, MoveColumn), indexOf(firstMove, CommentColumn));
        emit dataChanged(indexOf(newFirst, MoveColumn), indexOf(newFirst, CommentColumn));
    }
}

void MoveTreeModel::removeRowsOf(NodeId id) {
    // `id` is a variation's first move: its row holds its whole subtree.
    const Place place = placeOf(id);
    beginRemoveRows(parentIndexOf(place.parent), place.row, place.row);
    game_->tree().deleteFrom(id);
    rows_.clear();
    endRemoveRows();
}

bool MoveTreeModel::deleteVariation(NodeId id) {
    const GameTree* t = tree();
    if (!t || !t->contains(id) || t->isMainLine(id)) return false;
    NodeId start = id;
    while (!startsLine(start)) start = t->parent(start);
    removeRowsOf(start);
    emit gameChanged();
    return true;
}

bool MoveTreeModel::deleteFrom(NodeId id) {
    GameTree* t = game_ ? &game_->tree() : nullptr;
    if (!t || id == GameTree::root() || !t->contains(id)) return false;
    // GameTree::deleteFrom makes the first alternative the main continuation. Doing that first (a
    // promotion) leaves `id` as a plain variation, whose rows can then be removed.
    if (const NodeId alternative = t->nextSibling(id); !startsLine(id) && alternative != NoNode)
        promoteLine(alternative);
    removeMoves(id);
    emit gameChanged();
    return true;
}

void MoveTreeModel::removeMoves(NodeId id) {
    if (startsLine(id)) {
        removeRowsOf(id);
        return;
    }
    // The move and the rest of its line: the rows from its own to the end of the line.
    const Place place = placeOf(id);
    beginRemoveRows(parentIndexOf(place.parent), place.row, childRowCount(place.parent) - 1);
    game_->tree().deleteFrom(id);
    rows_.clear();
    endRemoveRows();
}

void MoveTreeModel::emitRowsChanged(const std::vector<NodeId>& ids) {
    std::vector<std::pair<NodeId, int>> places; // (parent row's node, row)
    for (const NodeId id : ids) {
        const NodeId row = id == GameTree::root() ? tree()->firstChild(GameTree::root()) : id;
        if (const Place place = placeOf(row); place.row >= 0)
            places.push_back({place.parent, place.row});
    }
    std::sort(places.begin(), places.end());
    places.erase(std::unique(places.begin(), places.end()), places.end());
    for (std::size_t first = 0; first < places.size();) {
        std::size_t last = first;
        while (last + 1 < places.size() && places[last + 1].first == places[first].first &&
               places[last + 1].second == places[last].second + 1)
            ++last;
        const QModelIndex parent = parentIndexOf(places[first].first);
        emit dataChanged(index(places[first].second, MoveColumn, parent),
                         index(places[last].second, CommentColumn, parent));
        first = last + 1;
    }
}

void MoveTreeModel::emitRowChanged(NodeId id) {
    // The root has no row: its comment, the game's, shows in the first move's row.
    const NodeId row = id == GameTree::root() ? tree()->firstChild(GameTree::root()) : id;
    if (row != NoNode) emit dataChanged(indexOf(row, MoveColumn), indexOf(row, CommentColumn));
    emit gameChanged();
}

bool MoveTreeModel::setNags(NodeId id, const std::vector<pgn::Nag>& nags) {
    GameTree* t = game_ ? &game_->tree() : nullptr;
    if (!t || !t->setNags(id, nags)) return false;
    emitRowChanged(id);
    return true;
}

bool MoveTreeModel::addNag(NodeId id, pgn::Nag nag) {
    GameTree* t = game_ ? &game_->tree() : nullptr;
    if (!t || !t->contains(id) || id == GameTree::root()) return false;
    const auto nags = t->nags(id);
    if (std::find(nags.begin(), nags.end(), nag) != nags.end()) return true; // nothing to do
    t->addNag(id, nag);
    emitRowChanged(id);
    return true;
}

bool MoveTreeModel::removeNag(NodeId id, pgn::Nag nag) {
    GameTree* t = game_ ? &game_->tree() : nullptr;
    if (!t) return false;
    const auto current = t->nags(id);
    std::vector<pgn::Nag> kept(current.begin(), current.end());
    const auto removed = std::remove(kept.begin(), kept.end(), nag);
    if (removed == kept.end()) return false;
    kept.erase(removed, kept.end());
    return setNags(id, kept);
}

bool MoveTreeModel::setComment(NodeId id, const QString& text) {
    GameTree* t = game_ ? &game_->tree() : nullptr;
    if (!t || !t->contains(id)) return false;
    const std::string& old = t->commentAfter(id);
    std::string comment = withWords(old, text);
    if (comment == old) return true;
    t->setCommentAfter(id, std::move(comment));
    emitRowChanged(id);
    return true;
}

bool MoveTreeModel::setCommentAfter(NodeId id, const std::string& comment) {
    GameTree* t = game_ ? &game_->tree() : nullptr;
    if (!t || !t->contains(id)) return false;
    if (comment == t->commentAfter(id)) return true;
    t->setCommentAfter(id, comment);
    emitRowChanged(id);
    return true;
}

bool MoveTreeModel::setCommentBefore(NodeId id, const QString& text) {
    GameTree* t = game_ ? &game_->tree() : nullptr;
    if (!t || id == GameTree::root() || !t->contains(id)) return false;
    const std::string& old = t->commentBefore(id);
    if (opensGame(id)) {
        // The words go to the game's comment, which is where the reader would put them.
        std::string game = withWords(t->commentAfter(GameTree::root()), text);
        std::string commands = withWords(old, QString());
        if (game == t->commentAfter(GameTree::root()) && commands == old) return true;
        t->setCommentAfter(GameTree::root(), std::move(game));
        t->setCommentBefore(id, std::move(commands));
    } else {
        std::string comment = withWords(old, text);
        if (comment == old) return true;
        t->setCommentBefore(id, std::move(comment));
    }
    emitRowChanged(id);
    return true;
}

} // namespace kibitz::ui
