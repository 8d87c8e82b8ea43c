#pragma once

// The JSON tree format of THEORY.md §7:
//
//   {"root": "A",                                   optional; else the first node
//    "nodes": [
//      {"id": "A",  "to_move": "B", "terminal": false, "value": null, "children": ["B1", "B2"]},
//      {"id": "B1", "to_move": "W", "terminal": true,  "value": 1,    "children": []},
//      {"id": "B2", "to_move": "W", "wdl": [0.25, 0.5, 0.25]}
//    ]}
//
// "id" and "to_move" ("W" or "B") are required. "terminal" (default false), "value" (-1, 0, 1 or
// null: a terminal node's result, White's standpoint) and "children" (default []) are optional.
// "wdl" is the (w, d, l) estimate of a horizon leaf: a node that is not terminal and has no
// children; its "depth" (default 0) is the plies of look-ahead the estimate stands for, its
// height in the back-up (a leaf valued by a search of its own). Unknown keys are ignored, so a file
// may carry notes and expected results.

#include "theory/tree.h"

#include <string>
#include <string_view>

namespace kibitz::theory {

struct TreeJsonError {
    int line = 0;   // 1-based; 0 when the problem is not at one place in the text
    int column = 0; // 1-based, in characters
    std::string message;
};

// Reads a tree from UTF-8 JSON text. Errors name the offending node (by id, or as nodes[i]
// when it has no usable id), and give the line and column of a syntax error.
Expected<Tree, TreeJsonError> readTreeJson(std::string_view json);

} // namespace kibitz::theory
