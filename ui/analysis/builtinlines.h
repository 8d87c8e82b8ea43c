#pragma once

// The built-in engine (search::Engine, on its own thread) as the backend of the live lines.
//
// Threading: the engine's info callbacks post each line to the GUI thread with a queued call that
// carries the generation of its search; a line of an older generation (a previous position, a
// halted search) is dropped there. halt(), go() and the destructor stop the search and join its
// thread, which takes a few milliseconds (the search polls its stop flag).

#include "ui/analysis/linesbackend.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace kibitz::search {
class Engine;
}

namespace kibitz::ui {

class BuiltinLines final : public LinesBackend {
    Q_OBJECT

public:
    explicit BuiltinLines(std::size_t hashMegabytes, QObject* parent = nullptr);
    ~BuiltinLines() override;

    void go(const LinesRequest& request) override;
    void halt() override;
    bool isSearching() const override;
    QString name() const override;

private:
    std::unique_ptr<search::Engine> engine_;
    // Bumped by every go() and halt(): lines of an older search are dropped.
    std::uint64_t generation_ = 0;
};

} // namespace kibitz::ui
