#pragma once

// The GUI's side of UCI over any QIODevice: a QProcess in a match, a fake device in tests.
// Sends commands as lines, and turns the lines that come back into signals.

#include "uciprotocol.h"

#include <QObject>
#include <QString>

#include <string>
#include <vector>

class QIODevice;

namespace kibitz::engines {

class UciClient : public QObject {
    Q_OBJECT

public:
    // The device is not owned and must outlive the client (or be destroyed with it).
    explicit UciClient(QIODevice* device, QObject* parent = nullptr);

    void send(const std::string& line);
    void uci() { send("uci"); }
    void isReady() { send("isready"); }
    void newGame() { send("ucinewgame"); }
    void setOption(const QString& name, const QString& value);
    // `position fen <fen> moves ...` (or `position startpos ...` for the standard start).
    void position(const std::string& fen, const std::vector<std::string>& uciMoves);
    void go(const std::string& arguments) { send("go " + arguments); }
    void stop() { send("stop"); }
    void quit() { send("quit"); }

    const QString& engineName() const { return engineName_; }
    const std::vector<QString>& optionNames() const { return optionNames_; }
    bool hasOption(const QString& name) const; // case-insensitive, as UCI option names are

signals:
    void uciOk();
    void readyOk();
    void infoReceived(const kibitz::engines::UciInfo& info);
    void bestMoveReceived(const kibitz::engines::UciBestMove& best);
    void lineSent(const QString& line);
    void lineReceived(const QString& line);

private:
    void readLines();
    void handle(const std::string& line);

    QIODevice* device_;
    QString engineName_;
    std::vector<QString> optionNames_;
};

} // namespace kibitz::engines
