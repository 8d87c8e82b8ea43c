// Tests for the translations of the desktop program (translations/kibitz_*.ts): the .qm files are
// embedded under :/i18n, where the program loads them, and translate the menus in German, French
// and Spanish; every entry of the .ts files in the source tree is finished and keeps the
// placeholders and the keyboard accelerator of its English source; and lupdate, run over the
// sources into copies of the .ts files, finds no string that the .ts files lack or keep in vain.

#include "ui/window/mainwindow.h"
#include "util/message.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using kibitz::ui::MainWindow;

namespace {

const QStringList Languages = {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es")};

// One <message> of a .ts file.
struct Message {
    QString context;
    QString source;
    QStringList translations; // the numerus forms, or the one translation
    QString type;             // "unfinished", "vanished", "obsolete" or empty
    bool numerus = false;
};

QList<Message> readTs(const QString& path, QString* error) {
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message{context, {}, {}, {}, false};
            message.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == QLatin1String("numerusform"))
                        message.translations << xml.readElementText();
                    else
                        xml.skipCurrentElement();
                }
            } else {
                message.translations << xml.readElementText();
            }
            messages << message;
        }
    }
    if (xml.hasError()) *error = xml.errorString();
    return messages;
}

// The .ts file of a set ("kibitz" for the window, "kibitz_core" for the annotator's words).
QString tsPath(const QString& language, const QString& set = QStringLiteral("kibitz")) {
    return QStringLiteral(KIBITZ_SOURCE_DIR "/translations/%1_%2.ts").arg(set, language);
}

// "context: source" of every message of a .ts file, sorted; with type "unfinished" only those.
QStringList messageKeys(const QList<Message>& messages, bool unfinishedOnly) {
    QStringList keys;
    for (const Message& m : messages)
        if (!unfinishedOnly || m.type == QLatin1String("unfinished"))
            keys << m.context + QLatin1String(": ") + m.source;
    keys.sort();
    return keys;
}

// The placeholders %1 … %99 and %n of a text, as a sorted list.
QStringList placeholders(const QString& text) {
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (const QRegularExpressionMatch& match : placeholder.globalMatch(text))
        found << match.captured();
    found.sort();
    found.removeDuplicates();
    return found;
}

// How many keyboard accelerators (& before a letter or digit, not &&) a text has.
int accelerators(const QString& text) {
    int count = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (text[i + 1].isLetterOrNumber() || text[i + 1] == QLatin1Char('%')) ++count;
    }
    return count;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void embeddedFilesLoad_data() {
        QTest::addColumn<QString>("language");
        for (const QString& language : Languages) QTest::newRow(qPrintable(language)) << language;
    }
    void embeddedFilesLoad() {
        QFETCH(QString, language);
        QTranslator translator;
        // As the program loads them: by locale, from :/i18n.
        QVERIFY(translator.load(QLocale(language), QStringLiteral("kibitz"), QStringLiteral("_"),
                                QStringLiteral(":/i18n")));
        QCOMPARE(translator.language(), language);
        QVERIFY(!translator.isEmpty());
    }

    void menuStrings_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QByteArray>("context");
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<QString>("expected");
        const QByteArray window = "kibitz::ui::MainWindow";
        const QByteArray analysis = "kibitz::ui::AnalysisFeature";
        const QByteArray tree = "kibitz::ui::MoveContextMenu";
        const struct {
            QByteArray context;
            QByteArray source;
            const char* de;
            const char* fr;
            const char* es;
        } strings[] = {
            {window, "&File", "&Datei", "&Fichier", "&Archivo"},
            {window, "&Edit", "&Bearbeiten", "&Édition", "&Editar"},
            {window, "&Open…", "Ö&ffnen…", "&Ouvrir…", "&Abrir…"},
            {window, "&New Game", "&Neue Partie", "&Nouvelle partie", "&Nueva partida"},
            {window, "&Next Variation", "&Nächste Variante", "Variante &suivante",
             "Variante &siguiente"},
            {analysis, "&Analysis", "Ana&lyse", "A&nalyse", "A&nálisis"},
            {analysis, "A&nnotate Game", "Partie &kommentieren", "A&nnoter la partie",
             "A&notar la partida"},
            {tree, "Edit &Comment…", "&Kommentar bearbeiten…", "Modifier le &commentaire…",
             "Editar &comentario…"},
        };
        for (const auto& s : strings) {
            const char* translated[] = {s.de, s.fr, s.es};
            for (qsizetype i = 0; i < Languages.size(); ++i)
                QTest::addRow("%s %s", qPrintable(Languages[i]), s.source.constData())
                    << Languages[i] << s.context << s.source << QString::fromUtf8(translated[i]);
        }
    }
    void menuStrings() {
        QFETCH(QString, language);
        QFETCH(QByteArray, context);
        QFETCH(QByteArray, source);
        QFETCH(QString, expected);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/kibitz_%1.qm").arg(language)));
        QCOMPARE(translator.translate(context.constData(), source.constData()), expected);
    }

    // The window, built under the German translator, shows German menus.
    void windowIsTranslated() {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/kibitz_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QStringList titles;
        {
            MainWindow window;
            for (QAction* action : window.menuBar()->actions()) titles << action->text();
        }
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(titles.contains(QStringLiteral("&Datei")), qPrintable(titles.join(u' ')));
        QVERIFY2(titles.contains(QStringLiteral("Ana&lyse")), qPrintable(titles.join(u' ')));
    }

    // The core's sentences are translated from the core's one table (core/util/message.cpp,
    // where lupdate finds them): each .ts file holds every template under MessageContext, and
    // nothing else there.
    void coreMessagesAreTheCoreTable() {
        QStringList templates;
        for (int i = 0; i < kibitz::MessageCount; ++i)
            templates << QString::fromUtf8(kibitz::englishTemplate(kibitz::MessageId(i)));
        templates.sort();
        for (const QString& language : Languages) {
            QString error;
            const QList<Message> messages = readTs(tsPath(language), &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QStringList inTs;
            for (const Message& m : messages)
                if (m.context == QLatin1String(kibitz::MessageContext)) inTs << m.source;
            inTs.sort();
            QCOMPARE(inTs.size(), kibitz::MessageCount);
            QCOMPARE(inTs, templates);
        }
    }

    void everyEntryFinished_data() {
        QTest::addColumn<QString>("language");
        for (const QString& language : Languages) QTest::newRow(qPrintable(language)) << language;
    }
    void everyEntryFinished() {
        QFETCH(QString, language);
        QFile file(tsPath(language));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
        QVERIFY(!file.readAll().contains("type=\"unfinished\""));

        QString error;
        const QList<Message> messages = readTs(tsPath(language), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 100);
        QStringList problems;
        for (const Message& m : messages) {
            const QString where = m.context + QLatin1String(": ") + m.source;
            if (!m.type.isEmpty()) problems << m.type + QLatin1String(": ") + where;
            if (m.translations.isEmpty()) problems << QLatin1String("no translation: ") + where;
            for (const QString& t : m.translations) {
                if (t.isEmpty()) problems << QLatin1String("empty: ") + where;
                // %n may be left out of a numerus form (e.g. "one game"), the others may not.
                QStringList wanted = placeholders(m.source);
                QStringList got = placeholders(t);
                if (m.numerus) {
                    wanted.removeAll(QStringLiteral("%n"));
                    got.removeAll(QStringLiteral("%n"));
                }
                if (wanted != got)
                    problems << QLatin1String("placeholders differ: ") + where +
                                    QLatin1String(" -> ") + t;
                if (accelerators(m.source) != accelerators(t))
                    problems << QLatin1String("accelerators differ: ") + where +
                                    QLatin1String(" -> ") + t;
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // lupdate, run as the update_translations target runs it (the file list that
    // translations/CMakeLists.txt writes) over copies of a set's .ts files, adds no string (a tr()
    // in the code that nobody translated would show in English) and drops none (a translation
    // kept for a string the code no longer has).
    void sourcesAndTsFilesAgree_data() {
        QTest::addColumn<QString>("set");
        QTest::newRow("window") << QStringLiteral("kibitz");
        QTest::newRow("annotator") << QStringLiteral("kibitz_core");
    }
    void sourcesAndTsFilesAgree() {
        QFETCH(QString, set);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QStringList arguments = {
            QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
            QStringLiteral("@" KIBITZ_LUPDATE_LISTS "/%1_sources.lst").arg(set),
            QStringLiteral("-ts")};
        for (const QString& language : Languages) {
            const QString copy = dir.filePath(QStringLiteral("%1_%2.ts").arg(set, language));
            QVERIFY(QFile::copy(tsPath(language, set), copy));
            QVERIFY(QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner));
            arguments << copy;
        }
        QProcess lupdate;
        lupdate.start(QStringLiteral(KIBITZ_LUPDATE), arguments);
        QVERIFY2(lupdate.waitForFinished(60'000), qPrintable(lupdate.errorString()));
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
                 lupdate.readAllStandardError().constData());

        QStringList problems;
        for (const QString& language : Languages) {
            QString error;
            const QList<Message> before = readTs(tsPath(language, set), &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const QList<Message> after =
                readTs(dir.filePath(QStringLiteral("%1_%2.ts").arg(set, language)), &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY(!before.isEmpty());
            for (const QString& key : messageKeys(after, true))
                problems << language + QLatin1String(": not translated: ") + key;
            const QStringList kept = messageKeys(after, false);
            for (const QString& key : messageKeys(before, false))
                if (!kept.contains(key))
                    problems << language + QLatin1String(": no longer in the code: ") + key;
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
