#pragma once

// An external UCI engine as the search that values a position for the look-ahead
// (analysis::RootValuer): `position fen`, `go nodes N`, and the last whole score it reports.
// Synchronous: it blocks the thread that calls it, which owns the engine process; one object per
// worker thread.

#include "analysis/lookahead.h"
#include "engines/engineprocess.h"

#include <QString>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>

class QProcess;

namespace kibitz::engines {

class UciValuer final : public analysis::RootValuer {
public:
    // Starts the engine and waits for `uciok` and `readyok` (after the configuration's options).
    // nullptr on failure, with the reason in `error`.
    static std::unique_ptr<UciValuer> start(const EngineConfig& config, QString* error);
    ~UciValuer() override;
    UciValuer(const UciValuer&) = delete;
    UciValuer& operator=(const UciValuer&) = delete;

    // A new game for every position, so that the result depends on the position alone (with a
    // deterministic engine, one thread and a node limit). The position is sent as its FEN, so the
    // engine does not see repetitions before it. nullopt when stopped or when the engine failed;
    // after a failure the engine is not asked again (failed() is true, error() says why).
    std::optional<analysis::RootValuation> value(const chess::Position& position,
                                                 std::uint64_t nodes,
                                                 const std::atomic<bool>& stop) override;

    bool failed() const { return failed_; }
    // Called once, with error(), when the engine fails.
    void onFailure(std::function<void(const QString&)> handler) { onFailure_ = std::move(handler); }
    const QString& error() const { return error_; }

private:
    UciValuer() = default;
    bool send(const std::string& line);
    // The next line within `timeout`, or nullopt (the engine died or said nothing).
    std::optional<std::string> readLine(std::chrono::milliseconds timeout);
    bool waitFor(const std::string& word, std::chrono::milliseconds timeout);
    void fail(const QString& why);

    std::unique_ptr<QProcess> process_;
    QString name_;
    std::string buffer_;
    bool failed_ = false;
    QString error_;
    std::function<void(const QString&)> onFailure_;
};

} // namespace kibitz::engines
