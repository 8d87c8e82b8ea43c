#include "ui/document/gamedocument.h"

#include "annotate/annotator.h"
#include "pgn/commands.h"
#include "pgn/reader.h"
#include "pgn/writer.h"
#include "ui/document/coremessages.h"
#include "ui/document/gameedit.h"
#include "ui/models/gamelistmodel.h"
#include "ui/models/movetreemodel.h"

#include <QFileInfo>
#include <QUndoStack>

namespace kibitz::ui {

namespace {

// A file with thousands of broken games would make an unreadable message box: the first few
// problems are listed and the rest counted.
constexpr int MaxListedErrors = 10;

QString listErrors(const std::vector<GameReadError>& errors, const QString& source) {
    QStringList lines;
    for (std::size_t i = 0; i < errors.size() && i < std::size_t(MaxListedErrors); ++i) {
        const GameReadError& e = errors[i];
        lines << GameDocument::tr("%1, line %2, column %3: game %4: %5")
                     .arg(source)
                     .arg(e.line)
                     .arg(e.column)
                     .arg(e.game)
                     .arg(e.message);
    }
    if (errors.size() > std::size_t(MaxListedErrors))
        lines << GameDocument::tr("… and more: %1 problems in all.").arg(errors.size());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

GameDocument::GameDocument(QObject* parent)
    : QObject(parent)
    , store_(new GameStore(this))
    , model_(new MoveTreeModel(this))
    , undoStack_(new QUndoStack(this)) {
    connect(model_, &MoveTreeModel::gameChanged, this, &GameDocument::modelEdited);
    connect(model_, &QAbstractItemModel::rowsAboutToBeInserted, this, &GameDocument::editStarts);
    connect(model_, &QAbstractItemModel::layoutAboutToBeChanged, this, &GameDocument::editStarts);
    connect(undoStack_, &QUndoStack::cleanChanged, this,
            [this](bool clean) { setModified(!clean); });
    connect(model_, &QAbstractItemModel::rowsAboutToBeRemoved, this,
            &GameDocument::rowsAboutToBeRemoved);
    connect(model_, &QAbstractItemModel::rowsRemoved, this, &GameDocument::rowsRemoved);
    connect(store_, &GameStore::countChanged, this, &GameDocument::gameCountChanged);
    connect(store_, &GameStore::readFailed, this, [this](const GameReadError& error) {
        emit readErrorFound(int(error.game - 1), listErrors({error}, displayName()));
    });
    clear();
}

GameDocument::~GameDocument() {
    // The model points into the store, which is destroyed before the model (a child QObject).
    model_->setGame(nullptr);
}

void GameDocument::clear() {
    model_->setGame(nullptr);
    store_->setGames(std::deque<pgn::Game>(1), {});
    gamesTaken(QString());
}

std::optional<chess::FenError> GameDocument::newGameFromFen(const QString& fen) {
    chess::Position position;
    if (const auto set = position.setFen(fen.toStdString()); !set) return set.error();
    std::deque<pgn::Game> games(1);
    pgn::Game& game = games.front();
    const std::string normalized = position.fen();
    game.tree().setStartPosition(normalized);
    if (!game.tree().startsFromStandardPosition()) {
        // PGN standard 9.7: a game that does not start from the usual position says so in tags.
        game.setTag("SetUp", "1");
        game.setTag("FEN", normalized);
    }
    model_->setGame(nullptr);
    store_->setGames(std::move(games), {});
    gamesTaken(QString());
    return std::nullopt;
}

GameDocument::LoadResult GameDocument::load(const QString& path) {
    auto head = GameStore::readHead(path);
    if (!head) return {false, head.error()};
    return open(std::move(*head));
}

GameDocument::LoadResult GameDocument::open(FileHead head) {
    const QString source = QFileInfo(head.path).fileName();
    if (head.games.empty()) return {false, tr("%1 holds no PGN game.").arg(source)};
    const QString message = listErrors(head.errors, source);
    const QString absolutePath = head.path;
    model_->setGame(nullptr);
    store_->openFile(std::move(head));
    gamesTaken(absolutePath);
    return {true, message};
}

GameDocument::LoadResult GameDocument::loadText(const QString& text) {
    // Pasted text is small: every game is read now.
    auto reader = pgn::PgnReader::fromText(text.toStdString());
    reader->setMoveLimit(GameListModel::MoveLimit);
    const QString source = tr("pasted text");
    std::deque<pgn::Game> games;
    std::vector<GameReadError> errors;
    pgn::Game game;
    while (reader->readGame(game)) {
        if (const auto& error = reader->report().error) {
            errors.push_back(GameStore::toReadError(*error));
        }
        games.push_back(std::move(game));
        game = pgn::Game();
    }
    const QString message = listErrors(errors, source);
    if (games.empty())
        return {false, message.isEmpty() ? tr("%1 holds no PGN game.").arg(source) : message};
    model_->setGame(nullptr);
    store_->setGames(std::move(games), std::move(errors));
    gamesTaken(QString());
    return {true, message};
}

void GameDocument::gamesTaken(const QString& path) {
    // Game 1 is current before anyone hears of the new games.
    currentGame_ = 0;
    current_ = &store_->game(0);
    store_->pin(0);
    setFilePath(path);
    undoStack_->clear();
    setModified(false);
    emit gamesReplaced();
    setCurrentGame(0);
    emit gameCountChanged(gameCount());
}

QString GameDocument::describeReadError(const GameReadError& error, const QString& source) {
    return listErrors({error}, source);
}

QString GameDocument::saveWarning() const {
    const std::vector<GameReadError> lost = store_->errorsLostOnSave();
    if (lost.empty()) return {};
    QStringList games;
    for (const GameReadError& e : lost) games << QString::number(e.game);
    return tr("Some games of this file could not be read to the end (game %1). Saving writes "
              "only the moves before each error; the rest of those games will be lost.")
        .arg(games.join(QStringLiteral(", ")));
}

GameDocument::SaveResult GameDocument::save(const QString& path) {
    if (const QString error = store_->save(path); !error.isEmpty()) return {false, error};
    setFilePath(QFileInfo(path).absoluteFilePath());
    undoStack_->setClean();
    setModified(false);
    return {true, QString()};
}

QString GameDocument::displayName() const {
    return filePath_.isEmpty() ? tr("Untitled") : QFileInfo(filePath_).fileName();
}

void GameDocument::setModified(bool modified) {
    // Unmodified is the stack's clean state: undo back to it, and the document is unmodified.
    if (!modified && !undoStack_->isClean()) undoStack_->setClean();
    if (modified_ == modified) return;
    modified_ = modified;
    emit modifiedChanged(modified);
}

void GameDocument::setFilePath(const QString& path) {
    if (filePath_ == path) return;
    filePath_ = path;
    emit filePathChanged(path);
}

void GameDocument::setCurrentGame(int index) {
    if (index < 0 || index >= gameCount()) return;
    // Read while the game before is still pinned: the model points to it until setGame.
    pgn::Game& game = store_->game(index);
    store_->pin(index);
    currentGame_ = index;
    current_ = &game;
    recorded_ = std::make_shared<const pgn::Game>(game);
    nodeBeforeEdit_.reset();
    model_->setGame(current_);
    emit currentGameChanged(index);
    setCurrentNode(pgn::GameTree::root(), true);
}

void GameDocument::setCurrentNode(pgn::NodeId id, bool force) {
    if (id == currentNode_ && !force) return;
    currentNode_ = id;
    position_ = currentGame().tree().positionAt(id);
    emit currentNodeChanged(id);
}

bool GameDocument::goTo(pgn::NodeId id) {
    if (!currentGame().tree().contains(id) || id == currentNode_) return false;
    setCurrentNode(id);
    return true;
}

bool GameDocument::nextPly() {
    return goTo(currentGame().tree().firstChild(currentNode_));
}

bool GameDocument::previousPly() {
    return goTo(currentGame().tree().parent(currentNode_));
}

bool GameDocument::goToStart() {
    return goTo(pgn::GameTree::root());
}

bool GameDocument::goToEnd() {
    const pgn::GameTree& tree = currentGame().tree();
    pgn::NodeId end = currentNode_;
    while (tree.firstChild(end) != pgn::NoNode) end = tree.firstChild(end);
    return goTo(end);
}

bool GameDocument::nextVariation() {
    return goTo(currentGame().tree().nextSibling(currentNode_));
}

bool GameDocument::previousVariation() {
    const pgn::GameTree& tree = currentGame().tree();
    const std::vector<pgn::NodeId> siblings = tree.children(tree.parent(currentNode_));
    for (std::size_t i = 1; i < siblings.size(); ++i)
        if (siblings[i] == currentNode_) return goTo(siblings[i - 1]);
    return false;
}

pgn::NodeId GameDocument::nodeByMoves(const pgn::GameTree& tree,
                                      const std::vector<chess::Move>& path) {
    pgn::NodeId node = pgn::GameTree::root();
    for (chess::Move move : path) {
        pgn::NodeId child = tree.firstChild(node);
        while (child != pgn::NoNode && tree.move(child) != move) child = tree.nextSibling(child);
        if (child == pgn::NoNode) return pgn::GameTree::root();
        node = child;
    }
    return node;
}

void GameDocument::replaceCurrentGame(pgn::Game game, const QString& text) {
    // The current move is found again by its moves (the model keeps the ids of the moves that
    // stay, but a reset would not).
    const pgn::NodeId nodeBefore = currentNode_;
    const std::vector<chess::Move> path = currentGame().tree().movesTo(currentNode_);
    showReplacedGame(std::move(game));
    auto after = std::make_shared<const pgn::Game>(currentGame());
    emit gameReplaced(currentGame_);
    setCurrentNode(nodeByMoves(currentGame().tree(), path), true);
    pushEdit(text, currentGame_, recorded_, after, nodeBefore, currentNode_);
}

void GameDocument::showReplacedGame(pgn::Game game) {
    // In place, through the model, with the least change of its rows: annotating again (a tick
    // of a strength) keeps the move list's current move, selection and scroll position.
    model_->replaceGame(std::move(game));
    store_->markEdited(currentGame_);
}

void GameDocument::replaceGame(int index, pgn::Game game, const QString& text, quint64 run) {
    if (index < 0 || index >= gameCount()) return;
    if (index == currentGame_ && run == 0) {
        replaceCurrentGame(std::move(game), text);
        return;
    }
    std::shared_ptr<const pgn::Game> before =
        index == currentGame_ ? recorded_ : std::make_shared<const pgn::Game>(store_->game(index));
    auto after = std::make_shared<const pgn::Game>(game);
    // Undo makes a game other than the current one current at its start.
    const pgn::NodeId node = index == currentGame_ ? currentNode_ : pgn::GameTree::root();
    if (index == currentGame_) {
        const std::vector<chess::Move> path = currentGame().tree().movesTo(currentNode_);
        showReplacedGame(std::move(game));
        emit gameReplaced(index);
        setCurrentNode(nodeByMoves(currentGame().tree(), path), true);
    } else {
        store_->replace(index, std::move(game));
        emit gameReplaced(index);
    }
    pushEdit(text, index, std::move(before), std::move(after), node,
             index == currentGame_ ? currentNode_ : node, run);
}

void GameDocument::pushEdit(const QString& text, int index, std::shared_ptr<const pgn::Game> before,
                            std::shared_ptr<const pgn::Game> after, pgn::NodeId nodeBefore,
                            pgn::NodeId nodeAfter, quint64 run) {
    if (index == currentGame_) recorded_ = after;
    nodeBeforeEdit_.reset();
    const auto restore = [this](int game, const std::shared_ptr<const pgn::Game>& kept,
                                std::optional<pgn::NodeId> node) { restoreGame(game, kept, node); };
    undoStack_->push(new GameEdit(restore, text.isEmpty() ? tr("Replace Game") : text,
                                  {index, std::move(before), std::move(after)}, nodeBefore,
                                  nodeAfter, run));
}

void GameDocument::restoreGame(int index, const std::shared_ptr<const pgn::Game>& game,
                               std::optional<pgn::NodeId> node) {
    if (index < 0 || index >= gameCount() || !game) return;
    restoring_ = true;
    if (node && index != currentGame_) setCurrentGame(index);
    const bool current = index == currentGame_;
    const std::vector<chess::Move> path =
        current ? currentGame().tree().movesTo(currentNode_) : std::vector<chess::Move>();
    store_->replace(index, pgn::Game(*game));
    if (current) {
        recorded_ = game;
        nodeBeforeEdit_.reset();
        model_->reload();
        const pgn::GameTree& tree = currentGame().tree();
        setCurrentNode(node ? (tree.contains(*node) ? *node : pgn::GameTree::root())
                            : nodeByMoves(tree, path),
                       true);
    }
    restoring_ = false;
    emit gameReplaced(index);
    emit gameRestored(index);
}

void GameDocument::editStarts() {
    if (!restoring_ && !nodeBeforeEdit_) nodeBeforeEdit_ = currentNode_;
}

void GameDocument::modelEdited() {
    store_->markEdited(currentGame_);
    if (restoring_) return;
    if (editDepth_ > 0) {
        editedInScope_ = true;
        return;
    }
    recordEdit(tr("Edit"));
}

void GameDocument::recordEdit(const QString& text) {
    const pgn::NodeId before = nodeBeforeEdit_.value_or(currentNode_);
    pushEdit(text, currentGame_, recorded_, std::make_shared<const pgn::Game>(currentGame()),
             before, currentNode_);
}

void GameDocument::edit(const std::function<QString()>& change) {
    if (editDepth_++ == 0) {
        editedInScope_ = false;
        nodeBeforeEdit_ = currentNode_;
    }
    const QString text = change();
    if (--editDepth_ > 0) return;
    if (editedInScope_)
        recordEdit(text);
    else
        nodeBeforeEdit_.reset();
}

void GameDocument::setTag(const QString& name, const QString& value) {
    pgn::Game game = currentGame();
    const std::string key = name.toStdString();
    if (value.isEmpty())
        game.removeTag(key);
    else
        game.setTag(key, value.toStdString());
    replaceCurrentGame(std::move(game), tr("Change Tag %1").arg(name));
}

void GameDocument::setTags(const std::vector<pgn::Tag>& tags) {
    if (tags == currentGame().tags()) return;
    pgn::Game game = currentGame();
    while (!game.tags().empty()) game.removeTag(game.tags().front().name);
    for (const pgn::Tag& tag : tags) game.appendTag(tag.name, tag.value);
    replaceCurrentGame(std::move(game), tr("Edit Tags"));
}

void GameDocument::adoptVariationOf(pgn::NodeId id) {
    const pgn::GameTree& tree = currentGame().tree();
    for (pgn::NodeId node = id; node != pgn::NoNode && node != pgn::GameTree::root();
         node = tree.parent(node)) {
        if (tree.firstChild(tree.parent(node)) == node) continue;
        if (!pgn::findCommand(tree.commentAfter(node), annotate::MarkerCommand)) continue;
        model_->setComment(node, QString::fromStdString(pgn::commentText(tree.commentAfter(node))));
    }
}

std::optional<pgn::NodeId> GameDocument::playMove(chess::Move move) {
    std::optional<pgn::NodeId> id;
    edit([&] {
        const int before = currentGame().tree().capacity();
        id = model_->addMove(currentNode_, move);
        if (!id) return QString();
        if (*id >= before) adoptVariationOf(*id); // a new move, not one followed
        setCurrentNode(*id);
        return tr("Play %1").arg(model_->moveText(*id));
    });
    return id;
}

std::optional<pgn::NodeId> GameDocument::playLine(const std::vector<chess::Move>& moves) {
    std::optional<pgn::NodeId> last;
    edit([&] {
        std::optional<pgn::NodeId> first;
        for (const chess::Move move : moves) {
            const auto id = playMove(move);
            if (!id) break;
            if (!first) first = id;
            last = id;
        }
        return first ? tr("Add Line from %1").arg(model_->moveText(*first)) : QString();
    });
    return last;
}

QString GameDocument::currentGamePgn() const {
    return QString::fromStdString(pgn::writeGame(currentGame()));
}

QString GameDocument::allGamesPgn() const {
    std::string text;
    for (int i = 0; i < gameCount(); ++i) pgn::writeGame(text, game(i));
    return QString::fromStdString(text);
}

void GameDocument::rowsAboutToBeRemoved(const QModelIndex& parent, int first, int last) {
    editStarts();
    // A removed row takes the rows under it (the rest of its line, its variations) along: if the
    // current move is among them, the move before the removed one becomes current.
    const pgn::GameTree& tree = currentGame().tree();
    for (int row = first; row <= last; ++row) {
        const pgn::NodeId removed = model_->nodeAt(model_->index(row, 0, parent));
        for (pgn::NodeId id = currentNode_; id != pgn::NoNode; id = tree.parent(id)) {
            if (id == removed) {
                nodeAfterRemoval_ = tree.parent(removed);
                return;
            }
        }
    }
}

void GameDocument::rowsRemoved() {
    if (!nodeAfterRemoval_) return;
    const pgn::NodeId id = *nodeAfterRemoval_;
    nodeAfterRemoval_.reset();
    setCurrentNode(id, true);
}

} // namespace kibitz::ui
