// The JSON tree format of THEORY.md §7: a good file in all its forms, every error with its exact
// message, and a little fuzzing by hand (every truncation of a real file, wrong types everywhere).

#include "sampletrees.h"
#include "theory/michie.h"
#include "theory/treejson.h"

#include <QTest>

#include <cmath>

using namespace kibitz::theory;
using namespace sampletrees;

namespace {

// One node of a tree written as JSON, the rest of the file around it fixed.
QString withNode(const QString& node) {
    return R"({"nodes": [{"id": "A", "to_move": "W", "children": ["B"]}, )" + node + "]}";
}

// A root A with one child B1, a terminal win for White, whose `key` is set to `value`.
std::string nodeB1With(const QString& key, const QString& value) {
    const std::pair<QString, QString> keys[] = {{"id", "\"B1\""},     {"to_move", "\"B\""},
                                                {"terminal", "true"}, {"value", "1"},
                                                {"children", "[]"},   {"wdl", "null"}};
    QStringList members;
    for (const auto& [k, v] : keys) members << "\"" + k + "\": " + (k == key ? value : v);
    return (R"({"nodes": [{"id": "A", "to_move": "W", "children": ["B1"]}, {)" +
            members.join(", ") + "}]}")
        .toStdString();
}

} // namespace

class TestTreeJson : public QObject {
    Q_OBJECT

private slots:
    void readsAllKeys() {
        const auto tree = readTreeJson(R"({
            "title": "unknown keys are ignored", "expected": {"u": 0.1},
            "root": "R",
            "nodes": [
                {"id": "L", "to_move": "B", "terminal": true, "value": -1, "children": []},
                {"id": "R", "to_move": "W", "terminal": false, "value": null,
                 "children": ["L", "H", "D"], "comment": "the root"},
                {"id": "H", "to_move": "B", "wdl": [0.5, 0.25, 0.25], "depth": 4},
                {"id": "D", "to_move": "B", "terminal": true, "value": 0, "wdl": null}
            ]})");
        QVERIFY2(tree, tree ? "" : tree.error().message.c_str());
        QCOMPARE(tree->size(), 4);
        QCOMPARE(tree->id(tree->root()), std::string("R"));
        const NodeIndex h = *tree->find("H");
        QCOMPARE(tree->kind(h), NodeKind::Horizon);
        QCOMPARE(tree->leafOutcome(h).win, 0.5);
        QCOMPARE(tree->leafOutcome(h).loss, 0.25);
        QCOMPARE(tree->kind(*tree->find("L")), NodeKind::Terminal);
        QCOMPARE(tree->terminalValue(*tree->find("L")), -1);
        QCOMPARE(tree->toMove(tree->root()), Side::White);
        QCOMPARE(tree->children(tree->root()).size(), std::size_t(3));
        // H's estimate stands for 4 plies of look-ahead: the root is 5 plies high.
        QCOMPARE(tree->height(h), 4);
        QCOMPARE(tree->height(*tree->find("D")), 0);
        QCOMPARE(tree->height(tree->root()), 5);
    }

    void rootDefaultsToTheFirstNode() {
        const auto tree = readTreeJson(
            R"({"nodes": [{"id": "X", "to_move": "B", "children": ["Y"]},
                          {"id": "Y", "to_move": "W", "terminal": true, "value": 1}]})");
        QVERIFY(tree);
        QCOMPARE(tree->id(tree->root()), std::string("X"));
        QCOMPARE(tree->toMove(tree->root()), Side::Black);
    }

    void fixturesLoad() {
        for (const char* name : {"michie-fig3.json", "michie-fig3-alternative.json",
                                 "michie-fig5.json", "small.json"}) {
            const auto tree = readTreeJson(fileText(DataDir + name));
            QVERIFY2(tree, name);
        }
    }

    void errors_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        // Syntax errors: Qt's message, where it noticed the problem.
        QTest::addRow("empty text") << "" << 1 << 1 << "syntax error: illegal value";
        QTest::addRow("truncated") << "{" << 1 << 2 << "syntax error: unterminated object";
        QTest::addRow("missing comma")
            << "{\"nodes\": [\n  {\"id\": \"A\", \"to_move\": \"W\"\n  {\"id\": 2}]}" << 3 << 4
            << "syntax error: unterminated object";
        QTest::addRow("trailing comma")
            << "{\"nodes\": [\n  {\"id\": \"A\", \"to_move\": \"W\",}\n]}" << 2 << 31
            << "syntax error: object is missing after a comma";
        QTest::addRow("columns count characters")
            << "{\"nodes\": [\n  {\"id\": \"\xc3\x84\", \"to_move\": W}\n]}" << 2 << 26
            << "syntax error: illegal number";
        // The shape of the file.
        QTest::addRow("top level array")
            << "[1]" << 0 << 0 << R"(the top level must be an object with a "nodes" array)";
        QTest::addRow("no nodes") << "{}" << 0 << 0 << R"(there is no "nodes" array)";
        QTest::addRow("nodes not an array") << R"({"nodes": {"id": "A"}})" << 0 << 0
                                            << R"("nodes" must be an array, not {"id":"A"})";
        QTest::addRow("empty node list") << R"({"nodes": []})" << 0 << 0
                                         << R"("nodes" is empty: a tree needs at least one node)";
        QTest::addRow("root not a string")
            << R"({"root": 3, "nodes": [{"id": "A", "to_move": "W", "terminal": true, "value": 0}]})"
            << 0 << 0 << R"("root" must be a node id (a string), not 3)";
        QTest::addRow("root does not exist")
            << R"({"root": "Z", "nodes": [{"id": "A", "to_move": "W", "terminal": true, "value": 0}]})"
            << 0 << 0 << "the root 'Z' is not a node";
        // Wrong types, named by node.
        QTest::addRow("node not an object")
            << withNode("[\"B\"]") << 0 << 0 << R"(nodes[1] must be an object, not ["B"])";
        QTest::addRow("no id") << withNode(R"({"to_move": "W"})") << 0 << 0
                               << R"(nodes[1] has no "id")";
        QTest::addRow("id a number") << withNode(R"({"id": 7, "to_move": "W"})") << 0 << 0
                                     << R"(nodes[1]: "id" must be a non-empty string, not 7)";
        QTest::addRow("id empty") << withNode(R"({"id": "", "to_move": "W"})") << 0 << 0
                                  << R"(nodes[1]: "id" must be a non-empty string, not "")";
        QTest::addRow("no side") << withNode(R"({"id": "B", "terminal": true, "value": 1})") << 0
                                 << 0 << R"(node 'B' has no "to_move")";
        QTest::addRow("side lower case")
            << withNode(R"({"id": "B", "to_move": "b", "terminal": true, "value": 1})") << 0 << 0
            << R"(node 'B': "to_move" must be "W" or "B", not "b")";
        QTest::addRow("terminal a string")
            << withNode(R"({"id": "B", "to_move": "B", "terminal": "yes", "value": 1})") << 0 << 0
            << R"(node 'B': "terminal" must be true or false, not "yes")";
        QTest::addRow("value out of range")
            << withNode(R"({"id": "B", "to_move": "B", "terminal": true, "value": 2})") << 0 << 0
            << R"(node 'B': "value" must be -1, 0, 1 or null, not 2)";
        QTest::addRow("value a string")
            << withNode(R"({"id": "B", "to_move": "B", "terminal": true, "value": "1"})") << 0 << 0
            << R"(node 'B': "value" must be -1, 0, 1 or null, not "1")";
        QTest::addRow("value a fraction")
            << withNode(R"({"id": "B", "to_move": "B", "terminal": true, "value": 0.5})") << 0 << 0
            << R"(node 'B': "value" must be -1, 0, 1 or null, not 0.5)";
        QTest::addRow("children a string")
            << withNode(R"({"id": "B", "to_move": "B", "children": "C"})") << 0 << 0
            << R"(node 'B': "children" must be an array of ids, not "C")";
        QTest::addRow("child a number")
            << withNode(R"({"id": "B", "to_move": "B", "children": ["A", 3]})") << 0 << 0
            << R"(node 'B': children[1] must be an id (a string), not 3)";
        QTest::addRow("wdl too short")
            << withNode(R"({"id": "B", "to_move": "B", "wdl": [0.5, 0.5]})") << 0 << 0
            << R"(node 'B': "wdl" must be [w, d, l], three probabilities that add up to 1, not )"
               R"([0.5,0.5])";
        QTest::addRow("wdl not adding up")
            << withNode(R"({"id": "B", "to_move": "B", "wdl": [0.5, 0.5, 0.5]})") << 0 << 0
            << R"(node 'B': "wdl" must be [w, d, l], three probabilities that add up to 1, not )"
               R"([0.5,0.5,0.5])";
        QTest::addRow("wdl negative")
            << withNode(R"({"id": "B", "to_move": "B", "wdl": [1.5, 0, -0.5]})") << 0 << 0
            << R"(node 'B': "wdl" must be [w, d, l], three probabilities that add up to 1, not )"
               R"([1.5,0,-0.5])";
        // The rules of the tree.
        QTest::addRow("terminal without a value")
            << withNode(R"({"id": "B", "to_move": "B", "terminal": true})") << 0 << 0
            << "node 'B' is terminal but has no value (-1, 0 or 1)";
        QTest::addRow("terminal with a null value")
            << withNode(R"({"id": "B", "to_move": "B", "terminal": true, "value": null})") << 0 << 0
            << "node 'B' is terminal but has no value (-1, 0 or 1)";
        QTest::addRow("value but not terminal")
            << withNode(R"({"id": "B", "to_move": "B", "value": 1})") << 0 << 0
            << "node 'B' has a value but is not terminal";
        QTest::addRow("terminal with children")
            << withNode(
                   R"({"id": "B", "to_move": "B", "terminal": true, "value": 1, "children": ["A"]})")
            << 0 << 0 << "node 'B' is terminal but has children";
        QTest::addRow("terminal with an estimate")
            << withNode(
                   R"({"id": "B", "to_move": "B", "terminal": true, "value": 1, "wdl": [1, 0, 0]})")
            << 0 << 0 << "node 'B' is terminal but has a (w, d, l) estimate";
        QTest::addRow("estimate on an interior node")
            << R"({"nodes": [{"id": "A", "to_move": "W", "children": ["B"], "wdl": [1, 0, 0]},
                             {"id": "B", "to_move": "B", "terminal": true, "value": 1}]})"
            << 0 << 0 << "node 'A' has children and a (w, d, l) estimate; only a leaf may have one";
        QTest::addRow("leaf without a result")
            << withNode(R"({"id": "B", "to_move": "B"})") << 0 << 0
            << "node 'B' has no children, but is not terminal and has no (w, d, l) estimate";
        QTest::addRow("unknown child")
            << R"({"nodes": [{"id": "A", "to_move": "B", "terminal": false, "value": null, "children": ["B1", "B2"]},
                             {"id": "B1", "to_move": "W", "terminal": true, "value": 1, "children": []}]})"
            << 0 << 0 << "node 'A' has an unknown child 'B2'";
        QTest::addRow("child twice")
            << R"({"nodes": [{"id": "A", "to_move": "W", "children": ["B", "B"]},
                             {"id": "B", "to_move": "B", "terminal": true, "value": 1}]})"
            << 0 << 0 << "node 'A' lists the child 'B' twice";
        QTest::addRow("duplicate id")
            << R"({"nodes": [{"id": "A", "to_move": "W", "children": ["B"]},
                             {"id": "B", "to_move": "B", "terminal": true, "value": 1},
                             {"id": "A", "to_move": "B", "terminal": true, "value": 0}]})"
            << 0 << 0 << "duplicate id 'A': nodes[0] and nodes[2]";
        QTest::addRow("cycle") << R"({"nodes": [{"id": "A", "to_move": "W", "children": ["B"]},
                             {"id": "B", "to_move": "B", "children": ["C", "T"]},
                             {"id": "T", "to_move": "W", "terminal": true, "value": 0},
                             {"id": "C", "to_move": "W", "children": ["B"]}]})"
                               << 0 << 0 << "node 'B' is its own descendant: B -> C -> B";
        QTest::addRow("depth not a whole number")
            << R"({"nodes": [{"id": "H", "to_move": "W", "wdl": [0, 1, 0], "depth": 2.5}]})" << 0
            << 0 << "node 'H': \"depth\" must be a whole number of plies from 0 to 1000, not 2.5";
        QTest::addRow("negative depth")
            << R"({"nodes": [{"id": "H", "to_move": "W", "wdl": [0, 1, 0], "depth": -1}]})" << 0
            << 0 << "node 'H': \"depth\" must be a whole number of plies from 0 to 1000, not -1";
        QTest::addRow("depth of a terminal node")
            << R"({"nodes": [{"id": "T", "to_move": "W", "terminal": true, "value": 1,
                              "depth": 3}]})"
            << 0 << 0 << "node 'T' is terminal but has a horizon depth";
        QTest::addRow("node its own child")
            << R"({"nodes": [{"id": "A", "to_move": "W", "children": ["A"]}]})" << 0 << 0
            << "node 'A' is its own descendant: A -> A";
    }
    void errors() {
        QFETCH(QString, json);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const auto tree = readTreeJson(json.toStdString());
        QVERIFY(!tree);
        QCOMPARE(QString::fromStdString(tree.error().message), message);
        QCOMPARE(tree.error().line, line);
        QCOMPARE(tree.error().column, column);
    }

    // Every prefix of a real file is an error (the whole file is not), and none crashes.
    void everyTruncationIsAnError() {
        const std::string text = fileText(DataDir + "michie-fig5.json");
        QVERIFY(readTreeJson(text));
        const std::size_t end = text.find_last_of('}');
        for (std::size_t n = 0; n < end; ++n) {
            const auto tree = readTreeJson(std::string_view(text).substr(0, n));
            QVERIFY2(!tree, qPrintable(QString::number(n)));
            QVERIFY(tree.error().line >= 1 && tree.error().column >= 1);
            QVERIFY(tree.error().message.rfind("syntax error: ", 0) == 0);
        }
    }

    // Each key of a node, and the node itself, replaced by a value of every JSON type: an error
    // or a tree, never a crash, and an error names the node.
    void wrongTypesEverywhere() {
        const QString values[] = {"null",      "true",
                                  "false",     "0",
                                  "-1",        "1",
                                  "2",         "0.5",
                                  "-7e300",    "\"\"",
                                  "\"W\"",     "\"B1\"",
                                  "[]",        "[\"B1\"]",
                                  "[1, 0, 0]", "[0.5, 0.5, 0]",
                                  "{}",        "{\"id\": \"B1\"}"};
        const QString keys[] = {"id", "to_move", "terminal", "value", "children", "wdl"};
        int errors = 0;
        int trees = 0;
        for (const QString& key : keys)
            for (const QString& value : values) {
                const auto tree = readTreeJson(nodeB1With(key, value));
                if (tree) {
                    ++trees;
                    continue;
                }
                ++errors;
                const QString message = QString::fromStdString(tree.error().message);
                QVERIFY2(message.startsWith("node 'B1'") || message.startsWith("nodes[1]") ||
                             message == "node 'A' has an unknown child 'B1'",
                         qPrintable(key + " = " + value + ": " + message));
            }
        QCOMPARE(errors + trees, 6 * 18);
        QVERIFY(errors > 70);
        QVERIFY(trees > 0);
        for (const QString& value : values) {
            const auto tree = readTreeJson(withNode(value).toStdString());
            QVERIFY(!tree);
            const QString message = QString::fromStdString(tree.error().message);
            QVERIFY2(message.startsWith("nodes[1]") || message.startsWith("node 'B1'"),
                     qPrintable(value + ": " + message));
        }
    }

    // Every byte of a small file replaced in turn by a few troublemakers: each result is a clear
    // error or a tree that evaluates to finite numbers.
    void mutatedBytes() {
        const std::string text = fileText(DataDir + "small.json");
        int trees = 0;
        for (std::size_t i = 0; i < text.size(); ++i)
            for (const char c : {'"', '{', ']', ',', '0', '-', 'B', '\\', '\xff'}) {
                std::string mutant = text;
                mutant[i] = c;
                const auto tree = readTreeJson(mutant);
                if (!tree) {
                    QVERIFY(!tree.error().message.empty());
                    continue;
                }
                ++trees;
                const MichieEvaluation e = evaluateMichie(*tree, {1.0, 1.0, 0});
                for (NodeIndex n = 0; n < tree->size(); ++n)
                    QVERIFY(std::isfinite(e.at(n).expectedUtility()) &&
                            std::isfinite(e.at(n).moveEntropy));
            }
        QVERIFY(trees > 0); // some bytes do not matter (notes, spaces)
    }
};

QTEST_GUILESS_MAIN(TestTreeJson)
#include "tst_treejson.moc"
