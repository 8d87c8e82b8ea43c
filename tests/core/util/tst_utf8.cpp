// UTF-8 as Kibitz checks and counts it: each sequence's length, 0 for what is not UTF-8
// (overlong forms, surrogates, code points past U+10FFFF, a cut sequence, a lone continuation).

#include "util/utf8.h"

#include <QTest>

#include <string>

using namespace kibitz;

class TestUtf8 : public QObject {
    Q_OBJECT

private slots:
    void sequences_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("length");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("characters");
        QTest::addRow("ascii") << QByteArray("Nf3") << 1 << true << 3;
        QTest::addRow("e acute") << QByteArray("\xC3\xA9t\xC3\xA9") << 2 << true << 3;
        QTest::addRow("plus-minus sign") << QByteArray("\xC2\xB1") << 2 << true << 1;
        QTest::addRow("triangle") << QByteArray("\xE2\xA9\xB2") << 3 << true << 1;
        QTest::addRow("chess pawn U+265F") << QByteArray("\xE2\x99\x9F") << 3 << true << 1;
        QTest::addRow("U+1F600") << QByteArray("\xF0\x9F\x98\x80") << 4 << true << 1;
        QTest::addRow("overlong slash") << QByteArray("\xC0\xAF") << 0 << false << 1;
        QTest::addRow("overlong 3 bytes") << QByteArray("\xE0\x80\xAF") << 0 << false << 1;
        QTest::addRow("surrogate") << QByteArray("\xED\xA0\x80") << 0 << false << 1;
        QTest::addRow("past U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << 0 << false << 1;
        QTest::addRow("cut short") << QByteArray("\xE2\x99") << 0 << false << 1;
        QTest::addRow("lone continuation") << QByteArray("\x80"
                                                         "a")
                                           << 0 << false << 1;
        QTest::addRow("Windows-1252 e acute") << QByteArray("caf\xE9") << 1 << false << 4;
    }
    void sequences() {
        QFETCH(QByteArray, text);
        QFETCH(int, length);
        QFETCH(bool, valid);
        QFETCH(int, characters);
        const std::string_view view(text.constData(), std::size_t(text.size()));
        QCOMPARE(int(utf8SequenceLength(view)), length);
        QCOMPARE(isValidUtf8(view), valid);
        QCOMPARE(utf8Length(view), characters);
        QCOMPARE(isAscii(view), text == "Nf3");
    }

    void emptyText() {
        QCOMPARE(utf8SequenceLength({}), std::size_t(0));
        QVERIFY(isValidUtf8({}));
        QCOMPARE(utf8Length({}), 0);
    }
};

QTEST_GUILESS_MAIN(TestUtf8)
#include "tst_utf8.moc"
