#pragma once

// `kibitz --screenshot FILE.png GAME.pgn`: the window as a user sees it after opening a game and
// annotating it. Opens the game, lets the analysis run and annotate it at the game's strengths
// (Annotate Game), goes to a ply in the middle, and writes the window (QWidget::grab) to a PNG.
// Everything waits on signals (GameAnalyser::analysed, and the end of the making of the endgame
// tables the game needs), never on fixed sleeps, so the picture shows the finished work however
// long it takes. Used by tools/gui/check_screenshot.sh and a ctest, and for the pictures of the
// documentation.

#include <QObject>
#include <QSize>
#include <QString>

namespace kibitz::ui {

class MainWindow;

class ScreenshotJob : public QObject {
    Q_OBJECT

public:
    struct Options {
        QString gamePath;
        QString imagePath;
        QSize size{1600, 1000};
        int ply = -1; // the position shown; -1: the middle of the main line
    };

    ScreenshotJob(MainWindow* window, Options options, QObject* parent = nullptr);

    // Opens the game and starts the work; finished() follows from the event loop (also on error).
    void start();

    // "1600x1000" and the like; an invalid size for anything else.
    static QSize parseSize(const QString& text);

signals:
    // 0 when the image was written; otherwise the error was printed to stderr.
    void finished(int exitCode);

private:
    void analysed();
    void capture();
    void fail(const QString& message);

    MainWindow* window_;
    Options options_;
    bool capturing_ = false;
    bool captured_ = false;
    // The live lines' depth the picture waits for, and how long at most.
    static constexpr int LinesDepth = 16;
    static constexpr int LinesWaitMs = 8000;
};

} // namespace kibitz::ui
