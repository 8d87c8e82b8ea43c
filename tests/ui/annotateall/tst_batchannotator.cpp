// The games of Annotate All as the worker takes them and gives them back: values, never PGN text to
// be parsed again. A game the document holds comes as that very game; one of the file is read at
// its place; one that cannot be read comes as unreadable with the reason; each carries its place in
// the document; the annotated game comes back with what no PGN text could carry.

#include "pgn/reader.h"
#include "pgn/writer.h"
#include "ui/annotateall/batchannotator.h"
#include "ui/annotateall/batchgamesource.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <deque>
#include <type_traits>

using namespace kibitz;
using kibitz::ui::BatchAnnotator;
using kibitz::ui::BatchGame;
using kibitz::ui::BatchGameSource;

// The source hands games, not bytes: annotate::annotateGames takes it, no PGN reader does.
static_assert(std::is_base_of_v<annotate::GameSource, BatchGameSource>);
static_assert(!std::is_base_of_v<pgn::ByteSource, BatchGameSource>);

namespace {

const std::string FileText = "[Event \"one\"]\n\n1. e4 e5 *\n\n"
                             "[Event \"two\"]\n\n1. d4 d5 2. c4 *\n\n"
                             "[Event \"three\"]\n\n1. c4 *\n";

pgn::Game gameOf(const std::string& text) {
    pgn::Game game;
    if (!pgn::PgnReader::fromText(text)->readGame(game)) qFatal("the test's game does not read");
    return game;
}

bool writeFileText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(FileText.data(), qint64(FileText.size())) == qint64(FileText.size());
}

// The places of the games of the file at `path` (as the document knows them).
std::vector<ui::GameFilePlace> placesOf(const QString& path) {
    std::vector<ui::GameFilePlace> places;
    auto reader = pgn::PgnReader::open(path.toStdString());
    if (!reader) qFatal("cannot open the test's file");
    const QFileInfo info(path);
    pgn::Game game;
    while ((*reader)->readGame(game))
        places.push_back({path,
                          info.size(),
                          info.lastModified(),
                          {(*reader)->report().offset, (*reader)->report().line}});
    return places;
}

// A source over a fixed list of games.
std::function<std::optional<BatchGame>()> feed(std::deque<BatchGame>& games) {
    return [&games]() -> std::optional<BatchGame> {
        if (games.empty()) return std::nullopt;
        BatchGame game = std::move(games.front());
        games.pop_front();
        return game;
    };
}

} // namespace

class TestBatchAnnotator : public QObject {
    Q_OBJECT

private slots:
    void heldAndFileGamesComeAsValues() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        QVERIFY(writeFileText(path));
        const std::vector<ui::GameFilePlace> places = placesOf(path);
        QCOMPARE(places.size(), std::size_t(3));

        // The document holds game 1 edited (not what the file says): that game comes, as held.
        const pgn::Game held = gameOf("[Event \"held\"]\n\n{Mine} 1. Nf3 Nf6 *\n");
        std::deque<BatchGame> games;
        games.push_back({0, std::nullopt, places[0]});
        games.push_back({1, held, {}});
        games.push_back({2, std::nullopt, places[2]});
        BatchGameSource source(feed(games));

        std::optional<annotate::StreamGame> first = source.next();
        QVERIFY(first && first->readable());
        QCOMPARE(BatchGameSource::indexOf(*first), 0);
        QCOMPARE(pgn::writeGame(first->game), pgn::writeGame(gameOf(FileText)));
        std::optional<annotate::StreamGame> second = source.next();
        QVERIFY(second && second->readable());
        QCOMPARE(BatchGameSource::indexOf(*second), 1);
        QCOMPARE(pgn::writeGame(second->game), pgn::writeGame(held));
        QVERIFY(second->text.empty());
        std::optional<annotate::StreamGame> third = source.next();
        QVERIFY(third && third->readable());
        QCOMPARE(BatchGameSource::indexOf(*third), 2);
        QCOMPARE(*third->game.tag("Event"), std::string("three"));
        QVERIFY(!source.next());
        // No text is read or written: the source counts no bytes.
        QCOMPARE(source.bytesRead(), std::int64_t(0));
    }

    void aGameThatCannotBeReadComesWithTheReason() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        QVERIFY(writeFileText(path));
        std::vector<ui::GameFilePlace> places = placesOf(path);
        places[1].size += 1; // as if the file had changed since the document scanned it

        std::deque<BatchGame> games;
        games.push_back({1, std::nullopt, places[1]});
        games.push_back({4, gameOf("[Event \"held\"]\n\n1. e4 *\n"), {}});
        BatchGameSource source(feed(games));

        std::optional<annotate::StreamGame> changed = source.next();
        QVERIFY(changed && !changed->readable());
        QCOMPARE(BatchGameSource::indexOf(*changed), 1);
        QCOMPARE(BatchGameSource::messageOf(*changed),
                 QStringLiteral("game 2: games.pgn was changed by another program after it was "
                                "opened"));
        std::optional<annotate::StreamGame> next = source.next();
        QVERIFY(next && next->readable());
        QCOMPARE(BatchGameSource::indexOf(*next), 4);
        QVERIFY(BatchGameSource::messageOf(*next).isEmpty());
        QVERIFY(!source.next());
    }

    // A comment on two lines: PGN text cannot carry the line break (the reader reads it as a
    // space), so the game comes back with it only if it went through as a value.
    void theAnnotatedGameIsTheValueHandedOver() {
        pgn::Game game = gameOf("[Event \"lines\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 *\n");
        const pgn::NodeId e5 = game.tree().mainLine().at(2);
        QVERIFY(game.tree().setCommentAfter(e5, "line one\nline two"));
        QCOMPARE(gameOf(pgn::writeGame(game)).tree().commentAfter(e5),
                 std::string("line one line two"));

        annotate::BatchOptions options;
        options.pool.lookahead.rootNodes = 20'000;
        options.pool.lookahead.leafNodes = 2'000;
        options.pool.lookahead.maxExpansions = 8;
        options.pool.lookahead.valueNodes = 50'000;
        options.pool.threads = 2;
        BatchAnnotator batch;
        QSignalSpy annotated(&batch, &BatchAnnotator::gameAnnotated);
        QSignalSpy finished(&batch, &BatchAnnotator::finished);
        bool fed = false;
        batch.start(
            1,
            [&](int) {
                std::vector<BatchGame> games;
                if (!fed) games.push_back({0, game, {}});
                fed = true;
                return games;
            },
            options);
        QVERIFY(finished.wait(60'000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(annotated.size(), 1);
        QCOMPARE(annotated.at(0).at(0).toInt(), 0);
        const auto back = annotated.at(0).at(1).value<pgn::Game>();
        // Kibitz adds its [%eval] (and a [%kibitz] command where it judges); the human text is kept
        // as it was.
        QCOMPARE(back.tree().commentAfter(e5), std::string("[%eval 0.15,8] line one\nline two"));
        // And it is annotated: 3. Qxe5+ loses the queen (??, and then -+).
        const auto& nags = back.tree().nags(back.tree().mainLine().at(5));
        QCOMPARE(std::vector<pgn::Nag>(nags.begin(), nags.end()), (std::vector<pgn::Nag>{4, 19}));
    }
};

QTEST_GUILESS_MAIN(TestBatchAnnotator)

#include "tst_batchannotator.moc"
