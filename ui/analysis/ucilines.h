#pragma once

// An external UCI engine (Stockfish, or any the user configures) as the backend of the live
// lines, driven without ever blocking the GUI thread: the process starts asynchronously, its
// output is read as it comes (UciClient's signals, parsed by uciprotocol) and every command is a
// write.
//
// The engine's life: started -> `uci` -> (its id and options) `uciok` -> the hash, the threads
// and the user's options (setoption) -> `isready` -> `readyok` -> idle. A search is `setoption
// name MultiPV` (when it changed), `position fen`, `go ...`; a new one while a search runs sends
// `stop` and starts when the engine's `bestmove` comes, the lines in between dropped. An engine
// that fails to start, does not answer `uci` within HandshakeTimeoutMs, or ends by itself is
// reported once (failed) with its command; the destructor sends `quit` and kills what is left.

#include "engines/engineprocess.h"
#include "engines/uciprotocol.h"
#include "ui/analysis/linesbackend.h"
#include "ui/analysis/linesengine.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

QT_BEGIN_NAMESPACE
class QTimer;
QT_END_NAMESPACE

namespace kibitz::engines {
class UciClient;
}

namespace kibitz::ui {

class UciLines final : public LinesBackend {
    Q_OBJECT

public:
    static constexpr int HandshakeTimeoutMs = 10'000;

    explicit UciLines(const LinesEngine& engine, QObject* parent = nullptr);
    ~UciLines() override;

    void go(const LinesRequest& request) override;
    void halt() override;
    bool isSearching() const override;
    QString name() const override { return name_; }

    // The options the engine declared in answer to `uci` (empty before).
    const std::vector<engines::UciOption>& options() const { return options_; }
    // Sent before the next search (when the engine is idle): `setoption name <name> value
    // <value>`, or `setoption name <name>` for a button (an empty value).
    void setOption(const QString& name, const QString& value);
    bool hasFailed() const { return state_ == State::Failed; }
    // The latest lines sent to the engine (at most SentLinesKept), for tests and the log.
    const QStringList& sentLines() const { return sentLines_; }
    static constexpr int SentLinesKept = 200;

private:
    enum class State { Starting, Initialising, Idle, Searching, Stopping, Failed };

    void handshaken();
    void readied();
    void received(const engines::UciInfo& info);
    void bestMove();
    void startPending();
    void fail(const QString& why);
    void sendOption(const QString& name, const QString& value);

    LinesEngine engine_;
    std::unique_ptr<engines::UciClient> client_;
    QTimer* handshakeTimer_;
    State state_ = State::Starting;
    QString name_;
    std::vector<engines::UciOption> options_;
    std::optional<LinesRequest> pending_; // the search to start when the engine is idle
    chess::Position searched_;            // the position of the running search
    int multiPvSent_ = 0;
    std::vector<std::pair<QString, QString>> optionsToSend_;
    QStringList sentLines_;
};

} // namespace kibitz::ui
