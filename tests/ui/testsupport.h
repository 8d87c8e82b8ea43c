#pragma once

// What several GUI tests need: a watchdog on the event loop, big PGN files built from the
// master games, and the games annotate::annotateStream makes (what Annotate All must give).

#include "../timing.h"
#include "annotate/batch.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QObject>
#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::testsupport {

// Settings of the tests' own (QStandardPaths' test mode, under organization "KibitzTests" and the
// test's name), emptied: what a test stores never reaches the user's, nor another test's.
inline void useTestSettings(const char* testName) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTests"));
    QCoreApplication::setApplicationName(QLatin1String(testName));
    QSettings().clear();
}

// The largest gap between the ticks of a fast timer on the GUI thread while it lives: how long
// the event loop was kept from running.
class EventLoopWatchdog {
public:
    explicit EventLoopWatchdog(int intervalMs = 10) {
        timer_.setInterval(intervalMs);
        QObject::connect(&timer_, &QTimer::timeout, &timer_,
                         [this] { largest_ = std::max(largest_, clock_.restart()); });
        clock_.start();
        timer_.start();
    }
    qint64 largestGap() const { return largest_; }

private:
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 largest_ = 0;
};

// Writes the first `games` games of the .pgn files in `mastersDir`, taken in turn and again
// from the first, each game's bytes as they are in its file and a blank line after each.
inline bool writeMastersFile(const QString& mastersDir, const QString& path, int games) {
    const QStringList files =
        QDir(mastersDir).entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name);
    if (files.isEmpty()) return false;
    std::FILE* out = std::fopen(path.toLocal8Bit().constData(), "wb");
    if (!out) return false;
    int written = 0;
    while (written < games) {
        for (const QString& name : files) {
            auto reader = pgn::PgnReader::open(QDir(mastersDir).filePath(name).toStdString());
            if (!reader) {
                std::fclose(out);
                return false;
            }
            while (written < games && (*reader)->skipGame()) {
                const std::string_view text = (*reader)->report().text;
                std::fwrite(text.data(), 1, text.size(), out);
                std::fputs("\n\n", out);
                ++written;
            }
        }
    }
    return std::fclose(out) == 0;
}

// The deep tests' file: `games` master games in `dir`, built once per test run, its path (empty
// when the master games are missing or the file cannot be written).
inline QString buildMastersFile(const QString& mastersDir, const QString& dir, int games) {
    if (!QDir(mastersDir).exists()) return {};
    const QString path = QDir(dir).filePath(QStringLiteral("masters-%1.pgn").arg(games));
    QElapsedTimer timer;
    timer.start();
    if (!writeMastersFile(mastersDir, path, games)) return {};
    qInfo("built %s: %d games, %lld bytes, in %lld ms", qPrintable(path), games,
          QFileInfo(path).size(), timer.elapsed());
    return path;
}

// The games as annotate::annotateStream annotates them, in one stream in this order, each read
// back and written again: the text of each game a document holds after Annotate All.
inline std::vector<std::string> annotatedTexts(const std::vector<pgn::Game>& games,
                                               const annotate::BatchOptions& options) {
    std::string text;
    for (const pgn::Game& game : games) pgn::writeGame(text, game);
    auto reader = pgn::PgnReader::fromText(std::move(text));
    std::vector<std::string> annotated;
    annotate::BatchCallbacks callbacks;
    callbacks.write = [&](std::string_view written) {
        pgn::Game game;
        pgn::PgnReader::fromText(std::string(written))->readGame(game);
        annotated.push_back(pgn::writeGame(game));
    };
    const std::atomic<bool> cancel = false;
    annotate::annotateStream(*reader, options, callbacks, cancel);
    return annotated;
}

} // namespace kibitz::testsupport
