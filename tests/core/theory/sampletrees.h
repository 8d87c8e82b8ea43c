#pragma once

// Trees shared by the theory tests: the fixtures of tests/data/theory, random trees and DAGs,
// and deep ladders. All deterministic.

#include "theory/tree.h"
#include "theory/treejson.h"

#include <QFile>
#include <QString>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace sampletrees {

using kibitz::theory::NodeSpec;
using kibitz::theory::Outcome;
using kibitz::theory::Side;
using kibitz::theory::Tree;

inline const QString DataDir = QStringLiteral(KIBITZ_TEST_DATA "/theory/");

inline std::string fileText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
    return file.readAll().toStdString();
}

// A fixture of tests/data/theory; the test fails loudly when it does not load.
inline Tree loadTree(const QString& name) {
    auto tree = kibitz::theory::readTreeJson(fileText(DataDir + name));
    if (!tree) qFatal("%s: %s", qPrintable(name), tree.error().message.c_str());
    return std::move(*tree);
}

inline NodeSpec terminal(const std::string& id, Side toMove, int value) {
    NodeSpec spec;
    spec.id = id;
    spec.toMove = toMove;
    spec.terminal = true;
    spec.value = value;
    return spec;
}

inline NodeSpec horizon(const std::string& id, Side toMove, Outcome estimate) {
    NodeSpec spec;
    spec.id = id;
    spec.toMove = toMove;
    spec.estimate = estimate;
    return spec;
}

inline NodeSpec interior(const std::string& id, Side toMove, std::vector<std::string> children) {
    NodeSpec spec;
    spec.id = id;
    spec.toMove = toMove;
    spec.children = std::move(children);
    return spec;
}

inline Side other(Side side) {
    return side == Side::White ? Side::Black : Side::White;
}

inline Tree build(std::vector<NodeSpec> specs) {
    auto tree = Tree::build(std::move(specs));
    if (!tree) qFatal("sample tree: %s", tree.error().c_str());
    return std::move(*tree);
}

// A random tree of the given depth: 1 to 4 children a node, a leaf early now and then. Leaves are
// terminal (-1, 0, +1), or horizon leaves when `horizonLeaves`. With `dag`, some nodes also get
// an edge to a node of the level below that belongs to another parent.
inline Tree randomTree(std::uint32_t seed, int depth, bool horizonLeaves = false,
                       bool dag = false) {
    std::mt19937 random(seed);
    std::vector<NodeSpec> specs;
    std::vector<std::size_t> level{0};
    specs.push_back(interior("n0", Side::White, {}));
    for (int d = 0; d < depth; ++d) {
        std::vector<std::size_t> next;
        for (const std::size_t parent : level) {
            const int n = 1 + int(random() % 4);
            for (int k = 0; k < n; ++k) {
                const std::string id = "n" + std::to_string(specs.size());
                const Side side = other(specs[parent].toMove);
                const bool leaf = d + 1 == depth || random() % 5 == 0;
                if (!leaf) {
                    specs.push_back(interior(id, side, {}));
                } else if (horizonLeaves && random() % 2 == 0) {
                    const double w = double(random() % 1001) / 1000.0;
                    const double l = (1.0 - w) * double(random() % 1001) / 1000.0;
                    specs.push_back(horizon(id, side, {w, 1.0 - w - l, l}));
                } else {
                    specs.push_back(terminal(id, side, int(random() % 3) - 1));
                }
                specs[parent].children.push_back(id);
                if (!leaf) next.push_back(specs.size() - 1);
            }
        }
        if (dag && next.size() > 1)
            for (std::size_t i = 0; i + 1 < next.size(); i += 2) {
                const std::string& shared = specs[next[i + 1]].id;
                for (const std::size_t parent : level) {
                    auto& kids = specs[parent].children;
                    if (std::find(kids.begin(), kids.end(), shared) == kids.end() &&
                        random() % 3 == 0) {
                        kids.push_back(shared);
                        break;
                    }
                }
            }
        level = std::move(next);
    }
    if (specs[0].children.empty()) specs[0] = terminal("n0", Side::White, 0);
    for (auto& spec : specs)
        if (!spec.terminal && !spec.estimate && spec.children.empty()) {
            spec.terminal = true;
            spec.value = 0;
        }
    return build(std::move(specs));
}

// A line of `height` interior nodes, sides alternating, each with a terminal leaf (values
// cycling through -1, 0, +1), a horizon leaf of a barely positive u, and the next node; the last
// one ends in a terminal win. The root's height is `height` (0: a single terminal node).
inline Tree ladder(int height) {
    std::vector<NodeSpec> specs;
    Side side = Side::White;
    for (int k = 0; k < height; ++k) {
        const std::string id = "L" + std::to_string(k);
        const std::string next = k + 1 == height ? "end" : "L" + std::to_string(k + 1);
        specs.push_back(interior(id, side, {id + "t", id + "h", next}));
        specs.push_back(terminal(id + "t", other(side), (k % 3) - 1));
        specs.push_back(horizon(id + "h", other(side), {0.3 + 1e-15, 0.4, 0.3 - 1e-15}));
        side = other(side);
    }
    specs.push_back(terminal("end", side, 1));
    if (height == 0) std::swap(specs.front(), specs.back());
    return build(std::move(specs));
}

} // namespace sampletrees
