#include "theory/treejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace kibitz::theory {

namespace {

// A JSON value as it appears in the text, shortened when long, for error messages.
std::string describe(const QJsonValue& value) {
    const QString json =
        QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
    const QString text = json.mid(1, json.size() - 2); // without the array's brackets
    return (text.size() > 40 ? text.left(37) + QStringLiteral("...") : text).toStdString();
}

TreeJsonError error(std::string message) {
    return {0, 0, std::move(message)};
}

// 1-based line and column (in characters) of a byte offset into the text.
TreeJsonError syntaxError(std::string_view json, int offset, const QString& message) {
    const std::size_t end = std::min(json.size(), std::size_t(std::max(offset, 0)));
    const std::string_view before = json.substr(0, end);
    const std::size_t lineStart =
        before.rfind('\n') == std::string_view::npos ? 0 : before.rfind('\n') + 1;
    TreeJsonError e;
    e.line = 1 + int(std::count(before.begin(), before.end(), '\n'));
    const std::string_view lineText = before.substr(lineStart);
    e.column = 1 + int(QString::fromUtf8(lineText.data(), qsizetype(lineText.size())).size());
    e.message = "syntax error: " + message.toStdString();
    return e;
}

// The optional (w, d, l) of a horizon leaf.
std::optional<std::string> readEstimate(const QJsonValue& value, const std::string& node,
                                        NodeSpec& spec) {
    if (value.isUndefined() || value.isNull()) return std::nullopt;
    const QJsonArray a = value.toArray();
    bool ok = value.isArray() && a.size() == 3;
    for (const auto& p : a) ok = ok && p.isDouble() && p.toDouble() >= 0 && p.toDouble() <= 1;
    if (ok) {
        const Outcome e{a.at(0).toDouble(), a.at(1).toDouble(), a.at(2).toDouble()};
        ok = std::abs(e.win + e.draw + e.loss - 1.0) <= EstimateSumTolerance;
        spec.estimate = e;
    }
    if (!ok)
        return node + ": \"wdl\" must be [w, d, l], three probabilities that add up to 1, not " +
               describe(value);
    return std::nullopt;
}

std::optional<std::string> readChildren(const QJsonValue& value, const std::string& node,
                                        NodeSpec& spec) {
    if (value.isUndefined() || value.isNull()) return std::nullopt;
    if (!value.isArray())
        return node + ": \"children\" must be an array of ids, not " + describe(value);
    const QJsonArray children = value.toArray();
    for (qsizetype i = 0; i < children.size(); ++i) {
        if (!children.at(i).isString())
            return node + ": children[" + std::to_string(i) + "] must be an id (a string), not " +
                   describe(children.at(i));
        spec.children.push_back(children.at(i).toString().toStdString());
    }
    return std::nullopt;
}

Expected<NodeSpec, std::string> readNode(const QJsonValue& value, qsizetype i) {
    const std::string position = "nodes[" + std::to_string(i) + "]";
    if (!value.isObject())
        return unexpected(position + " must be an object, not " + describe(value));
    const QJsonObject o = value.toObject();
    const QJsonValue id = o.value(QLatin1String("id"));
    if (id.isUndefined()) return unexpected(position + " has no \"id\"");
    if (!id.isString() || id.toString().isEmpty())
        return unexpected(position + ": \"id\" must be a non-empty string, not " + describe(id));

    NodeSpec spec;
    spec.id = id.toString().toStdString();
    const std::string node = "node '" + spec.id + "'";
    const QJsonValue toMove = o.value(QLatin1String("to_move"));
    if (toMove.isUndefined()) return unexpected(node + " has no \"to_move\"");
    if (toMove != QJsonValue(QLatin1String("W")) && toMove != QJsonValue(QLatin1String("B")))
        return unexpected(node + ": \"to_move\" must be \"W\" or \"B\", not " + describe(toMove));
    spec.toMove = toMove.toString() == QLatin1String("W") ? Side::White : Side::Black;

    const QJsonValue terminal = o.value(QLatin1String("terminal"));
    if (!terminal.isUndefined() && !terminal.isBool())
        return unexpected(node + ": \"terminal\" must be true or false, not " + describe(terminal));
    spec.terminal = terminal.toBool(false);

    const QJsonValue result = o.value(QLatin1String("value"));
    if (!result.isUndefined() && !result.isNull()) {
        const double v = result.toDouble();
        if (!result.isDouble() || (v != -1.0 && v != 0.0 && v != 1.0))
            return unexpected(node + ": \"value\" must be -1, 0, 1 or null, not " +
                              describe(result));
        spec.value = int(v);
    }
    if (auto e = readChildren(o.value(QLatin1String("children")), node, spec))
        return unexpected(*e);
    if (auto e = readEstimate(o.value(QLatin1String("wdl")), node, spec)) return unexpected(*e);
    const QJsonValue depth = o.value(QLatin1String("depth"));
    if (!depth.isUndefined() && !depth.isNull()) {
        const double d = depth.toDouble(-1.0);
        if (!depth.isDouble() || d != std::floor(d) || d < 0 || d > MaxHorizonDepth)
            return unexpected(node + ": \"depth\" must be a whole number of plies from 0 to " +
                              std::to_string(MaxHorizonDepth) + ", not " + describe(depth));
        spec.horizonDepth = int(d);
    }
    return spec;
}

} // namespace

Expected<Tree, TreeJsonError> readTreeJson(std::string_view json) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(
        QByteArray::fromRawData(json.data(), qsizetype(json.size())), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return unexpected(syntaxError(json, int(parseError.offset), parseError.errorString()));
    if (!document.isObject())
        return unexpected(error("the top level must be an object with a \"nodes\" array"));
    const QJsonObject top = document.object();

    std::string rootId;
    const QJsonValue root = top.value(QLatin1String("root"));
    if (!root.isUndefined() && !root.isNull()) {
        if (!root.isString() || root.toString().isEmpty())
            return unexpected(
                error("\"root\" must be a node id (a string), not " + describe(root)));
        rootId = root.toString().toStdString();
    }

    const QJsonValue nodes = top.value(QLatin1String("nodes"));
    if (nodes.isUndefined()) return unexpected(error("there is no \"nodes\" array"));
    if (!nodes.isArray())
        return unexpected(error("\"nodes\" must be an array, not " + describe(nodes)));
    const QJsonArray array = nodes.toArray();
    if (array.isEmpty())
        return unexpected(error("\"nodes\" is empty: a tree needs at least one node"));
    std::vector<NodeSpec> specs;
    specs.reserve(std::size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        auto spec = readNode(array.at(i), i);
        if (!spec) return unexpected(error(spec.error()));
        specs.push_back(std::move(*spec));
    }
    auto tree = Tree::build(std::move(specs), rootId);
    if (!tree) return unexpected(error(tree.error()));
    return std::move(*tree);
}

} // namespace kibitz::theory
