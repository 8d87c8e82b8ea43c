#include "ui/window/screenshotjob.h"

#include "ui/analysis/endgametables.h"
#include "ui/analysis/enginelines.h"
#include "ui/analysis/tablemaker.h"
#include "ui/analysisfeature/analysisfeature.h"
#include "ui/document/gamedocument.h"
#include "ui/window/mainwindow.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageWriter>
#include <QPixmap>
#include <QRegularExpression>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace kibitz::ui {

ScreenshotJob::ScreenshotJob(MainWindow* window, Options options, QObject* parent)
    : QObject(parent)
    , window_(window)
    , options_(std::move(options)) {}

QSize ScreenshotJob::parseSize(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch()) return {};
    return {match.captured(1).toInt(), match.captured(2).toInt()};
}

void ScreenshotJob::start() {
    const QFileInfo image(options_.imagePath);
    if (!QFileInfo(image.absolutePath()).isWritable())
        return fail(tr("Cannot write %1: the folder does not exist or is not writable.")
                        .arg(options_.imagePath));
    window_->resize(options_.size);
    window_->analysis()->fitDocks(options_.size);
    window_->show();
    const GameDocument::LoadResult loaded = window_->document()->load(options_.gamePath);
    if (!loaded.loaded)
        return fail(tr("Cannot open %1: %2").arg(options_.gamePath, loaded.message));
    AnalysisFeature* analysis = window_->analysis();
    // Opening the game started its analysis; the annotations are written when it is done, at the
    // strengths of the game's rating tags.
    connect(analysis->analyser(), &GameAnalyser::analysed, this, &ScreenshotJob::analysed);
    // An ending whose endgame tables are being made is analysed again when they are done (or
    // not, when nothing changed): the picture waits for that too.
    connect(analysis->endgameTables()->maker(), &TableMaker::finished, this,
            &ScreenshotJob::analysed);
    // The annotations are judged on a worker thread once the analysis is done.
    connect(analysis, &AnalysisFeature::gameAnnotated, this, &ScreenshotJob::analysed);
    analysis->annotateCurrentGame();
}

void ScreenshotJob::analysed() {
    AnalysisFeature* analysis = window_->analysis();
    if (capturing_ || analysis->analyser()->isRunning() || analysis->isAnnotating() ||
        analysis->endgameTables()->maker()->isRunning() || !analysis->analyser()->result())
        return;
    capturing_ = true;
    const std::vector<pgn::NodeId> line = window_->document()->currentGame().tree().mainLine();
    const int last = int(line.size()) - 1;
    const int ply = options_.ply >= 0 ? std::min(options_.ply, last) : last / 2;
    window_->document()->goTo(line[std::size_t(ply)]);
    // The engine's live lines, when they search the position, are in the picture at a depth
    // worth reading (or after LinesWaitMs, whatever they show then).
    EngineLines* lines = analysis->engineLines();
    if (lines->expectsLines()) {
        connect(lines, &EngineLines::linesUpdated, this, [this, lines] {
            if (lines->shownDepth() >= LinesDepth) capture();
        });
        QTimer::singleShot(LinesWaitMs, this, &ScreenshotJob::capture);
        return;
    }
    // The views update their layouts and charts from the event loop: capture after it ran.
    QTimer::singleShot(0, this, &ScreenshotJob::capture);
}

void ScreenshotJob::capture() {
    if (captured_) return;
    captured_ = true;
    QCoreApplication::processEvents();
    const QPixmap pixmap = window_->grab();
    QImageWriter writer(options_.imagePath, "png");
    if (!writer.write(pixmap.toImage()))
        return fail(tr("Cannot write %1: %2").arg(options_.imagePath, writer.errorString()));
    std::fprintf(stdout, "%s\n",
                 qPrintable(tr("Wrote %1 (%2x%3)")
                                .arg(options_.imagePath)
                                .arg(pixmap.width())
                                .arg(pixmap.height())));
    emit finished(0);
}

void ScreenshotJob::fail(const QString& message) {
    std::fprintf(stderr, "kibitz --screenshot: %s\n", qPrintable(message));
    emit finished(1);
}

} // namespace kibitz::ui
