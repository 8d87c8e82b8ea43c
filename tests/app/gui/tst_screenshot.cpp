// Tests of `kibitz --screenshot`: the desktop program opens a short game, analyses and annotates
// it with a small budget, and writes a PNG of its window of the size asked for, which is not
// blank; a file it cannot read or write ends it with an error. Runs the program offscreen, with
// settings of its own (XDG_CONFIG_HOME in a temporary folder).

#include <QElapsedTimer>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Molinari = QStringLiteral(KIBITZ_SHARED_DATA "/pgn/molinari-bordais-1979.pgn");
constexpr int TimeoutMs = 120'000;

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

} // namespace

class TestScreenshot : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    Run kibitz(const QStringList& arguments) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                           dir_.filePath(QStringLiteral("config")));
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(KIBITZ_GUI), arguments);
        if (!process.waitForFinished(TimeoutMs)) {
            process.kill();
            process.waitForFinished();
        }
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                QString::fromLocal8Bit(process.readAllStandardOutput()),
                QString::fromLocal8Bit(process.readAllStandardError())};
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void writesTheWindow() {
        const QString image = dir_.filePath(QStringLiteral("molinari.png"));
        QElapsedTimer timer;
        timer.start();
        const Run run =
            kibitz({QStringLiteral("--screenshot"), image, QStringLiteral("--screenshot-size"),
                    QStringLiteral("1200x800"), QStringLiteral("--analysis-nodes"),
                    QStringLiteral("3000"), Molinari});
        qInfo("kibitz --screenshot took %lld ms", timer.elapsed());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.contains(image));
        const QImage picture(image);
        QVERIFY(!picture.isNull());
        QCOMPARE(picture.size(), QSize(1200, 800));
        // Not blank: the board, the move tree and the charts give many colours.
        QSet<QRgb> colors;
        for (int y = 0; y < picture.height(); y += 7)
            for (int x = 0; x < picture.width(); x += 7) colors.insert(picture.pixel(x, y));
        QVERIFY2(colors.size() > 20, qPrintable(QString::number(colors.size())));
    }

    void goesToTheAskedPly() {
        const QString image = dir_.filePath(QStringLiteral("start.png"));
        const Run run =
            kibitz({QStringLiteral("--screenshot"), image, QStringLiteral("--screenshot-ply"),
                    QStringLiteral("0"), QStringLiteral("--analysis-nodes"), QStringLiteral("3000"),
                    Molinari});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(QImage(image).size(), QSize(1600, 1000));
    }

    void reportsAMissingGame() {
        const Run run =
            kibitz({QStringLiteral("--screenshot"), dir_.filePath(QStringLiteral("x.png")),
                    dir_.filePath(QStringLiteral("no-such-game.pgn"))});
        QCOMPARE_NE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QStringLiteral("no-such-game.pgn")), qPrintable(run.err));
        QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("x.png"))));
    }

    void reportsAnUnwritableImage() {
        const QString image = dir_.filePath(QStringLiteral("no-such-folder/x.png"));
        const Run run = kibitz({QStringLiteral("--screenshot"), image, Molinari});
        QCOMPARE_NE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QStringLiteral("no-such-folder")), qPrintable(run.err));
    }

    void rejectsABadSize() {
        const Run run =
            kibitz({QStringLiteral("--screenshot"), dir_.filePath(QStringLiteral("y.png")),
                    QStringLiteral("--screenshot-size"), QStringLiteral("big"), Molinari});
        QCOMPARE_NE(run.exitCode, 0);
        QVERIFY(run.err.contains(QStringLiteral("--screenshot-size")));
    }

    void documentsTheOptions() {
        const Run run = kibitz({QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        for (const char* option :
             {"--screenshot", "--screenshot-size", "--screenshot-ply", "--analysis-nodes"})
            QVERIFY2(run.out.contains(QLatin1String(option)), option);
    }
};

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
