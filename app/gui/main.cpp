// kibitz: the desktop program. Sets up the application and its translations, then shows the
// main window; everything else lives in the ui libraries. With --screenshot, opens a game,
// annotates it, writes a picture of the window and exits (ui/window/screenshotjob.h).

#include "ui/analysisfeature/analysisfeature.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/settingscontroller.h"
#include "ui/window/mainwindow.h"
#include "ui/window/screenshotjob.h"
#include "ui/window/windowsession.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace {

int usageError(const QString& message) {
    std::fprintf(stderr, "kibitz: %s\n", qPrintable(message));
    return 2;
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    QApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QApplication::setOrganizationDomain(QStringLiteral("kibitz.github.io"));
    // Ties the windows to the installed desktop file, so Wayland shells show its icon and name.
    QApplication::setDesktopFileName(QStringLiteral("io.github.kibitz.Kibitz"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.kibitz.Kibitz.svg")));

    QSettings stored;
    const kibitz::ui::AppSettings settings = kibitz::ui::AppSettings::load(stored);
    // The settings' language, else the system's; it changes at the next start.
    kibitz::ui::SettingsController::installTranslators(app, settings.language);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Kibitz: annotates chess games like a commentator."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A PGN file to open."),
                                 QStringLiteral("[FILE.pgn]"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Open the game, annotate it, write a PNG picture of the "
                                        "window to <image> and exit."),
        QStringLiteral("image"));
    const QCommandLineOption sizeOption(
        QStringLiteral("screenshot-size"),
        QApplication::translate("main", "The window's size for --screenshot (default 1600x1000)."),
        QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption plyOption(
        QStringLiteral("screenshot-ply"),
        QApplication::translate("main", "The ply shown by --screenshot (default: the middle)."),
        QStringLiteral("N"));
    const QCommandLineOption nodesOption(
        QStringLiteral("analysis-nodes"),
        QApplication::translate("main",
                                "Nodes of each position's principal search, for tests: the leaf "
                                "searches get a twentieth, the value search as many, on one "
                                "thread. The settings' budget otherwise."),
        QStringLiteral("N"));
    parser.addOptions({screenshotOption, sizeOption, plyOption, nodesOption});
    parser.process(app);

    kibitz::ui::AnalysisSettings analysis =
        kibitz::ui::SettingsController::analysisSettings(settings);
    if (parser.isSet(nodesOption)) {
        bool ok = false;
        const qulonglong nodes = parser.value(nodesOption).toULongLong(&ok);
        if (!ok || nodes == 0) return usageError(QStringLiteral("--analysis-nodes needs N > 0"));
        analysis.lookahead.rootNodes = nodes;
        analysis.lookahead.leafNodes = std::max<qulonglong>(1, nodes / 20);
        analysis.lookahead.valueNodes = nodes;
        analysis.threads = 1;
    }

    kibitz::ui::MainWindow window(analysis);
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(screenshotOption)) {
        kibitz::ui::ScreenshotJob::Options options;
        options.imagePath = parser.value(screenshotOption);
        options.size = kibitz::ui::ScreenshotJob::parseSize(parser.value(sizeOption));
        if (!options.size.isValid())
            return usageError(QStringLiteral("--screenshot-size takes WxH, e.g. 1600x1000"));
        if (parser.isSet(plyOption)) {
            bool ok = false;
            options.ply = parser.value(plyOption).toInt(&ok);
            if (!ok || options.ply < 0)
                return usageError(QStringLiteral("--screenshot-ply takes a ply, 0 or more"));
        }
        if (files.size() != 1) return usageError(QStringLiteral("--screenshot takes one PGN file"));
        options.gamePath = files.first();
        kibitz::ui::ScreenshotJob job(&window, options);
        QObject::connect(&job, &kibitz::ui::ScreenshotJob::finished, &app, &QApplication::exit);
        // From the event loop, so that finished() can end it.
        QTimer::singleShot(0, &job, &kibitz::ui::ScreenshotJob::start);
        return QApplication::exec();
    }

    // The layout the user left last time; saved again when the program quits.
    new kibitz::ui::WindowSession(&window);
    window.show();
    // After show(): a problem in the file is reported in a box over the window.
    if (!files.isEmpty()) window.openFile(files.first());
    return QApplication::exec();
}
