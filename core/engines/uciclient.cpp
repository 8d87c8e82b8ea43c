#include "uciclient.h"

#include "chess/position.h"

#include <QIODevice>

namespace kibitz::engines {

UciClient::UciClient(QIODevice* device, QObject* parent)
    : QObject(parent)
    , device_(device) {
    connect(device_, &QIODevice::readyRead, this, &UciClient::readLines);
}

void UciClient::send(const std::string& line) {
    device_->write(line.data(), qint64(line.size()));
    device_->write("\n", 1);
    emit lineSent(QString::fromStdString(line));
}

void UciClient::setOption(const QString& name, const QString& value) {
    send(("setoption name " + name + " value " + value).toStdString());
}

void UciClient::position(const std::string& fen, const std::vector<std::string>& uciMoves) {
    std::string line =
        fen == chess::Position::StartFen ? "position startpos" : "position fen " + fen;
    if (!uciMoves.empty()) {
        line += " moves";
        for (const std::string& m : uciMoves) line += ' ' + m;
    }
    send(line);
}

bool UciClient::hasOption(const QString& name) const {
    for (const QString& option : optionNames_)
        if (option.compare(name, Qt::CaseInsensitive) == 0) return true;
    return false;
}

void UciClient::readLines() {
    while (device_->canReadLine()) {
        const QByteArray bytes = device_->readLine();
        std::string line = bytes.toStdString();
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
        handle(line);
    }
}

void UciClient::handle(const std::string& line) {
    emit lineReceived(QString::fromStdString(line));
    const auto tokens = uciTokens(line);
    if (tokens.empty()) return;
    const std::string_view command = tokens[0];
    if (command == "info") {
        if (const auto info = parseInfo(line)) emit infoReceived(*info);
    } else if (command == "bestmove") {
        if (const auto best = parseBestMove(line)) emit bestMoveReceived(*best);
    } else if (command == "readyok") {
        emit readyOk();
    } else if (command == "uciok") {
        emit uciOk();
    } else if (command == "id" && tokens.size() > 2 && tokens[1] == "name") {
        const auto at = line.find("name") + 4;
        engineName_ = QString::fromStdString(line.substr(at)).trimmed();
    } else if (command == "option" && tokens.size() > 2 && tokens[1] == "name") {
        // The name runs up to " type ".
        const auto begin = line.find("name") + 4;
        const auto type = line.find(" type ", begin);
        optionNames_.push_back(QString::fromStdString(line.substr(begin, type - begin)).trimmed());
    }
}

} // namespace kibitz::engines
