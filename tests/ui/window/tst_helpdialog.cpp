// Help → What the Window Shows: F1 opens one page, compiled in, that explains every figure of the
// analysis panel by the name the panel gives it, with the pictures it shows.

#include "../analysissupport.h"
#include "ui/window/helpdialog.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QFormLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

using kibitz::ui::HelpDialog;
using kibitz::ui::MainWindow;

class TestHelpDialog : public QObject {
    Q_OBJECT

private slots:
    void f1ExplainsEveryFigure() {
        MainWindow window(kibitz::testsupport::smallAnalysisSettings());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.helpDialog());
        QTest::keyClick(&window, Qt::Key_F1);
        HelpDialog* help = window.helpDialog();
        QVERIFY(help);
        QVERIFY(help->isVisible());
        const QString text = help->browser()->toPlainText();
        QVERIFY2(text.startsWith(QStringLiteral("What the window shows")),
                 qPrintable(text.left(80)));

        // Every row name of the analysis panel is explained on the page.
        const auto* form = window.findChild<QFormLayout*>();
        QVERIFY(form);
        QCOMPARE(form->rowCount(), 8);
        for (int row = 0; row < form->rowCount(); ++row) {
            const auto* name =
                qobject_cast<QLabel*>(form->itemAt(row, QFormLayout::LabelRole)->widget());
            QVERIFY(name);
            QString words = name->text();
            words.chop(1); // the colon
            QVERIFY2(text.contains(words), qPrintable(words));
        }
        // Every symbol is explained.
        for (const char* symbol : {"??", "!?", "?!", "!!"})
            QVERIFY2(text.contains(QString::fromLatin1(symbol) + QStringLiteral(" a")), symbol);

        // The four pictures are there, compiled in.
        const QString html = help->browser()->toHtml();
        const QRegularExpression image(QStringLiteral("<img src=\"(qrc:/help/[a-z]+\\.png)\""));
        int images = 0;
        for (auto match = image.globalMatch(html); match.hasNext();) {
            const QUrl url(match.next().captured(1));
            const QVariant resource =
                help->browser()->document()->resource(QTextDocument::ImageResource, url);
            QVERIFY2(resource.isValid() && !resource.value<QImage>().isNull(),
                     qPrintable(url.toString()));
            ++images;
        }
        QCOMPARE(images, 4);
        // With KIBITZ_SCREENSHOT=FILE.png the page is kept there to look at.
        if (const QString path = qEnvironmentVariable("KIBITZ_SCREENSHOT"); !path.isEmpty())
            QVERIFY(help->grab().save(path));
        help->showSection(QStringLiteral("symbols"));
        QVERIFY(help->browser()->verticalScrollBar()->value() > 0);
    }
};

QTEST_MAIN(TestHelpDialog)
#include "tst_helpdialog.moc"
