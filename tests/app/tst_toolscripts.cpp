// The Python scripts of tools/ (the benchmarks, the fuzzers' drivers, the GUI's measures) start:
// each answers --help with its usage and exit status 0, so that a script broken by a change (a
// module renamed, a syntax error) is found here and not the next time someone runs it.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

class TestToolScripts : public QObject {
    Q_OBJECT

private slots:
    void answersHelp_data() {
        QTest::addColumn<QString>("script");
        const QDir tools(QStringLiteral(KIBITZ_SOURCE_DIR "/tools"));
        int count = 0;
        for (const QString& folder : tools.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            for (const QString& file :
                 QDir(tools.filePath(folder)).entryList({QStringLiteral("*.py")}, QDir::Files)) {
                // A script has a main; a module the scripts share (uciengine.py) has none.
                const QString path = tools.filePath(folder + QLatin1Char('/') + file);
                QFile source(path);
                if (!source.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
                if (!source.readAll().contains("if __name__ == \"__main__\":")) continue;
                QTest::addRow("%s", qPrintable(folder + QLatin1Char('/') + file)) << path;
                ++count;
            }
        QVERIFY(count >= 20); // the benchmarks alone are more
    }

    void answersHelp() {
        QFETCH(QString, script);
        QProcess python;
        python.setWorkingDirectory(QFileInfo(script).absolutePath());
        python.start(QStringLiteral("python3"), {script, QStringLiteral("--help")});
        QVERIFY(python.waitForFinished(60000));
        const QString out = QString::fromUtf8(python.readAllStandardOutput());
        QVERIFY2(python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0,
                 qPrintable(QString::fromUtf8(python.readAllStandardError())));
        QVERIFY2(out.startsWith(QStringLiteral("usage: ") + QFileInfo(script).fileName()),
                 qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestToolScripts)
#include "tst_toolscripts.moc"
