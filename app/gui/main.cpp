// kibitz: the desktop program. Sets up the application and its translations, then shows the
// main window; everything else lives in the ui library.

#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    QApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QApplication::setOrganizationDomain(QStringLiteral("kibitz.github.io"));
    // Ties the windows to the installed desktop file, so Wayland shells show its icon and name.
    QApplication::setDesktopFileName(QStringLiteral("io.github.kibitz.Kibitz"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.kibitz.Kibitz.svg")));

    // Our own strings come from the .qm files embedded under :/i18n; Qt's (button texts in
    // dialogs) from Qt's translations when the system has them.
    const QLocale locale;
    QTranslator qtTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator kibitzTranslator;
    if (kibitzTranslator.load(locale, QStringLiteral("kibitz"), QStringLiteral("_"),
                              QStringLiteral(":/i18n")))
        QApplication::installTranslator(&kibitzTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Kibitz: annotates chess games like a commentator."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A PGN file to open."),
                                 QStringLiteral("[FILE.pgn]"));
    parser.process(app);

    kibitz::ui::MainWindow window;
    window.show();
    // After show(): a problem in the file is reported in a box over the window.
    if (const QStringList files = parser.positionalArguments(); !files.isEmpty())
        window.openFile(files.first());
    return QApplication::exec();
}
