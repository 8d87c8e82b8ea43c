#include "phrases.h"

#include "analysis/humanmodel.h"
#include "tablebase/layout.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QString>
#include <QStringList>

namespace kibitz::annotate {

namespace {

// Table 3 where v = +1 (mirrored for Black below): exact wording, then the wording for an
// estimated v. An estimated win never outweighs the sign in words: beside ⩲ or = it is "perhaps"
// or "may", never "probably winning".
QString whiteWins(UtilityBand band, bool exact) {
    switch (band) {
    case UtilityBand::WhiteCertain:
        return QCoreApplication::translate("kibitz::annotate", "A certain win for White.");
    case UtilityBand::WhiteDecisive:
        return exact ? QCoreApplication::translate("kibitz::annotate", "An easy win for White.")
                     : QCoreApplication::translate("kibitz::annotate", "White should win easily.");
    case UtilityBand::WhiteClear:
        return exact ? QCoreApplication::translate("kibitz::annotate",
                                                   "White has a clear advantage and a won game.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "White has a clear advantage and is probably winning.");
    case UtilityBand::WhiteSlight:
        return exact ? QCoreApplication::translate("kibitz::annotate",
                                                   "White has a mildly difficult win.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "White has a slight advantage, perhaps a win with best play.");
    case UtilityBand::Level:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate",
                           "Black has excellent drawing chances. White needs accuracy to make sure "
                           "of the win.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "Even chances in practice, though White may have a win with best play.");
    case UtilityBand::BlackSlight:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate",
                           "A very difficult win for White: it takes extreme accuracy.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "White may be winning, but it would take extreme accuracy.");
    case UtilityBand::BlackClear:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate", "White has a theoretical win but is likely to lose.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "White may have a win with best play, but is likely to lose.");
    case UtilityBand::BlackDecisive:
    case UtilityBand::BlackCertain: break;
    }
    return exact
               ? QCoreApplication::translate(
                     "kibitz::annotate", "White has a theoretical win but is almost bound to lose.")
               : QCoreApplication::translate(
                     "kibitz::annotate",
                     "White may have a win with best play, but is almost bound to lose.");
}

QString blackWins(UtilityBand band, bool exact) {
    switch (band) {
    case UtilityBand::BlackCertain:
        return QCoreApplication::translate("kibitz::annotate", "A certain win for Black.");
    case UtilityBand::BlackDecisive:
        return exact ? QCoreApplication::translate("kibitz::annotate", "An easy win for Black.")
                     : QCoreApplication::translate("kibitz::annotate", "Black should win easily.");
    case UtilityBand::BlackClear:
        return exact ? QCoreApplication::translate("kibitz::annotate",
                                                   "Black has a clear advantage and a won game.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "Black has a clear advantage and is probably winning.");
    case UtilityBand::BlackSlight:
        return exact ? QCoreApplication::translate("kibitz::annotate",
                                                   "Black has a mildly difficult win.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "Black has a slight advantage, perhaps a win with best play.");
    case UtilityBand::Level:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate",
                           "White has excellent drawing chances. Black needs accuracy to make sure "
                           "of the win.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "Even chances in practice, though Black may have a win with best play.");
    case UtilityBand::WhiteSlight:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate",
                           "A very difficult win for Black: it takes extreme accuracy.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "Black may be winning, but it would take extreme accuracy.");
    case UtilityBand::WhiteClear:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate", "Black has a theoretical win but is likely to lose.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "Black may have a win with best play, but is likely to lose.");
    case UtilityBand::WhiteDecisive:
    case UtilityBand::WhiteCertain: break;
    }
    return exact
               ? QCoreApplication::translate(
                     "kibitz::annotate", "Black has a theoretical win but is almost bound to lose.")
               : QCoreApplication::translate(
                     "kibitz::annotate",
                     "Black may have a win with best play, but is almost bound to lose.");
}

QString drawn(const PositionAssessment& a) {
    const bool exact = a.exact;
    switch (a.band) {
    case UtilityBand::WhiteDecisive:
    case UtilityBand::WhiteCertain:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate",
                           "White has excellent winning chances. Black needs great accuracy to "
                           "make sure of the draw.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "White has excellent winning chances, though with great accuracy "
                           "Black should hold the draw.");
    case UtilityBand::WhiteClear:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate",
                           "White has good winning chances. Black needs accuracy to make sure of "
                           "the draw.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "White has good winning chances, though with accuracy Black should "
                           "hold the draw.");
    case UtilityBand::WhiteSlight:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate",
                           "White has a slight advantage. Black needs care to make sure of the "
                           "draw.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "White has a slight advantage; with care Black should hold the draw.");
    case UtilityBand::BlackSlight:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate",
                           "Black has a slight advantage. White needs care to make sure of the "
                           "draw.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "Black has a slight advantage; with care White should hold the draw.");
    case UtilityBand::BlackClear:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate",
                           "Black has good winning chances. White needs accuracy to make sure of "
                           "the draw.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "Black has good winning chances, though with accuracy White should "
                           "hold the draw.");
    case UtilityBand::BlackDecisive:
    case UtilityBand::BlackCertain:
        return exact ? QCoreApplication::translate(
                           "kibitz::annotate",
                           "Black has excellent winning chances. White needs great accuracy to "
                           "make sure of the draw.")
                     : QCoreApplication::translate(
                           "kibitz::annotate",
                           "Black has excellent winning chances, though with great accuracy "
                           "White should hold the draw.");
    case UtilityBand::Level: break;
    }
    if (a.deadDraw) return QCoreApplication::translate("kibitz::annotate", "A dead draw.");
    switch (a.tension) {
    case TensionClass::Lifeless:
        return QCoreApplication::translate("kibitz::annotate", "A balanced, lifeless position.");
    case TensionClass::High:
        return QCoreApplication::translate("kibitz::annotate",
                                           "A balanced position, full of tension.");
    case TensionClass::Normal: break;
    }
    return QCoreApplication::translate("kibitz::annotate", "A balanced position.");
}

QString meritText(const StrengthNote& note, const char* ratingTag) {
    const QString merit = QString::number(analysis::meritOfRating(note.elo), 'f', 2);
    switch (note.source) {
    case StrengthSource::Rating:
        //: %1 is a merit such as 2.45, %2 the tag (WhiteElo or BlackElo), %3 the rating
        return QCoreApplication::translate("kibitz::annotate", "%1 (from %2 %3)")
            .arg(merit, QLatin1String(ratingTag))
            .arg(note.elo);
    case StrengthSource::User:
        //: a merit the user gave on the command line or in the settings
        return QCoreApplication::translate("kibitz::annotate", "%1 (set by the user)").arg(merit);
    case StrengthSource::Default: break;
    }
    return QCoreApplication::translate("kibitz::annotate", "%1 (the default)").arg(merit);
}

} // namespace

std::string positionComment(const PositionAssessment& a) {
    QString text;
    if (a.value > 0)
        text = whiteWins(a.band, a.exact);
    else if (a.value < 0)
        text = blackWins(a.band, a.exact);
    else
        text = drawn(a);
    // u favours the side the engine's score is against (u weighs the players' strengths and the
    // burden of finding the moves; the score does not): said in words, so that the sign beside
    // the score is no contradiction. Where v already points the board's way, the words above
    // say it ("White may be winning, but ...").
    if (a.board != 0 && sideOf(a.band) == -a.board && a.value != a.board) {
        text += QLatin1Char(' ');
        text += a.board > 0
                    ? QCoreApplication::translate(
                          "kibitz::annotate",
                          "White stands better on the board, but Black has the better practical "
                          "chances at these strengths.")
                    : QCoreApplication::translate(
                          "kibitz::annotate",
                          "Black stands better on the board, but White has the better practical "
                          "chances at these strengths.");
    }
    return text.toStdString();
}

std::string moveComment(const MoveJudgement& j, bool newlySafe) {
    QStringList parts;
    // Difficult is v - u >= large: a drawn position where the mover's chances are poor, or a won
    // one that is hard to win (not "difficult circumstances" at [%eval -3.69] for the winner).
    if (j.bestInDifficulty)
        parts << (j.winning
                      ? QCoreApplication::translate(
                            "kibitz::annotate", "(!) The best move; the win still takes accuracy.")
                      : QCoreApplication::translate(
                            "kibitz::annotate", "(!) The best move in difficult circumstances."));
    if (j.symbol == MoveSymbol::Good && j.soundSacrifice)
        //: a move that offers material (the moved piece may be taken) without spoiling the position
        parts << QCoreApplication::translate("kibitz::annotate", "A sound sacrifice.");
    else if (j.symbol == MoveSymbol::Speculative && j.speculativeSacrifice)
        //: a move that offers material, objectively a little dubious, with practical chances
        parts << QCoreApplication::translate("kibitz::annotate", "A speculative sacrifice.");
    else if (j.symbol == MoveSymbol::Good && j.onlyQuietMove)
        //: a pawn move that the strongest search finds clearly better than every other move
        parts << QCoreApplication::translate("kibitz::annotate",
                                             "The only move that keeps the advantage.");
    if (j.losing) parts << QCoreApplication::translate("kibitz::annotate", "A losing move.");
    if (newlySafe && j.safe)
        parts << QCoreApplication::translate("kibitz::annotate", "A safe move.");
    return parts.join(QLatin1Char(' ')).toStdString();
}

std::string tablebaseComment(const tablebase::Probe& probe, bool whiteToMove) {
    const QString source =
        probe.source == tablebase::Source::Syzygy
            ? QStringLiteral("Syzygy")
            //: the source of an exact value: Kibitz's own tables, made on this computer
            : QCoreApplication::translate("kibitz::annotate", "Kibitz's own tables");
    QString verdict;
    switch (tablebase::forWhite(probe.wdl, whiteToMove)) {
    case tablebase::Wdl::Win:
        verdict = QCoreApplication::translate("kibitz::annotate", "White wins.");
        break;
    case tablebase::Wdl::Loss:
        verdict = QCoreApplication::translate("kibitz::annotate", "Black wins.");
        break;
    case tablebase::Wdl::CursedWin:
        verdict = QCoreApplication::translate(
            "kibitz::annotate",
            "White would win, but the 50-move rule lets Black claim a draw first.");
        break;
    case tablebase::Wdl::BlessedLoss:
        verdict = QCoreApplication::translate(
            "kibitz::annotate",
            "Black would win, but the 50-move rule lets White claim a draw first.");
        break;
    case tablebase::Wdl::Draw:
        verdict = QCoreApplication::translate("kibitz::annotate", "a draw.");
        break;
    }
    //: %1 is where the exact value comes from ("Syzygy"), %2 the verdict ("White wins.")
    return QCoreApplication::translate("kibitz::annotate", "The endgame table (%1) has it: %2")
        .arg(source, verdict)
        .toStdString();
}

std::string tablebaseNote(int largest) {
    if (largest == 0) return {};
    //: %1 is a number of pieces, kings included
    return ' ' + QCoreApplication::translate(
                     "kibitz::annotate",
                     "Exact values of endgames of up to %1 pieces come from the Syzygy tables.")
                     .arg(largest)
                     .toStdString();
}

std::string ownTablesNote(OwnTablesUse use) {
    switch (use) {
    case OwnTablesUse::None: return {};
    case OwnTablesUse::Distances:
        return ' ' + QCoreApplication::translate(
                         "kibitz::annotate",
                         "The distances to mate come from Kibitz's own endgame tables.")
                         .toStdString();
    case OwnTablesUse::Values: break;
    }
    //: %1 is a number of pieces, kings included
    return ' ' + QCoreApplication::translate("kibitz::annotate",
                                             "Exact values and distances to mate of endgames of "
                                             "up to %1 pieces come from Kibitz's own tables.")
                     .arg(tablebase::MaxPieces)
                     .toStdString();
}

std::string outOfBookComment(const std::string& opening, const std::string& bookMove) {
    const QString name = QString::fromStdString(opening);
    if (bookMove.empty())
        //: %1 is the opening's name from the ECO file, e.g. "Ruy Lopez, closed defence"
        return QCoreApplication::translate("kibitz::annotate", "Out of book after the %1.")
            .arg(name)
            .toStdString();
    //: %1 is the opening's name from the ECO file, %2 a book move with its number ("5... Be7")
    return QCoreApplication::translate("kibitz::annotate", "Out of book: the %1, was %2.")
        .arg(name, QString::fromStdString(bookMove))
        .toStdString();
}

std::string annotationNote(const std::string& version, const StrengthNote& white,
                           const StrengthNote& black, unsigned long long nodes) {
    //: %1 version, %2 and %3 the strengths (merit = rating / 1000) with their source, %4 nodes
    return QCoreApplication::translate(
               "kibitz::annotate",
               "Annotated by Kibitz %1 with %4 search nodes per position, for a strength "
               "(Michie's merit: rating / 1000) of %2 for White and "
               "%3 for Black.")
        .arg(QString::fromStdString(version), meritText(white, "WhiteElo"),
             meritText(black, "BlackElo"))
        .arg(nodes)
        .toStdString();
}

std::string valueSearchNote(const std::string& engine, unsigned long long valueNodes, int fellBack,
                            int valued) {
    if (valueNodes == 0) return {};
    const QString builtIn =
        QCoreApplication::translate("kibitz::annotate", "The values of the positions come from the "
                                                        "built-in engine, %1 nodes each.")
            .arg(valueNodes);
    if (engine.empty()) return ' ' + builtIn.toStdString();
    // The program's name, capitalised as its authors write it ("stockfish" is Stockfish), and
    // the command that ran it.
    const QString command = QString::fromStdString(engine);
    QString name = QFileInfo(command.section(QLatin1Char(' '), 0, 0)).fileName();
    if (!name.isEmpty()) name[0] = name[0].toUpper();
    if (fellBack > 0 && fellBack >= valued)
        //: %1 the note that the built-in engine gave the values, %2 the engine's name, %3 its
        //: command
        return ' ' + QCoreApplication::translate("kibitz::annotate", "%1 %2 (%3) failed.")
                         .arg(builtIn, name, command)
                         .toStdString();
    //: %1 the engine's name, %2 its command, %3 nodes
    QString note = QCoreApplication::translate("kibitz::annotate",
                                               "The values of the positions come from %1 (%2), "
                                               "%3 nodes each.")
                       .arg(name, command)
                       .arg(valueNodes);
    if (fellBack > 0)
        //: %1 how many positions, %2 of how many, %3 the engine's name
        note += ' ' + QCoreApplication::translate("kibitz::annotate",
                                                  "The built-in engine valued %1 of the %2 "
                                                  "positions, where %3 failed.")
                          .arg(fellBack)
                          .arg(valued)
                          .arg(name);
    return ' ' + note.toStdString();
}

std::string valueCheckNote(int positions, unsigned long long checkNodes) {
    if (positions <= 0 || checkNodes == 0) return {};
    //: %1 how many positions, %2 nodes
    return ' ' + QCoreApplication::translate("kibitz::annotate",
                                             "Searched again, %2 nodes each, around moves that "
                                             "seemed to lose value or swung it: %1 positions.")
                     .arg(positions)
                     .arg(checkNodes)
                     .toStdString();
}

std::string deepCheckNote(int positions, unsigned long long deepNodes) {
    if (positions <= 0 || deepNodes == 0) return {};
    //: %1 how many positions, %2 nodes
    return ' ' + QCoreApplication::translate("kibitz::annotate",
                                             "Where the move still seemed to lose value, "
                                             "searched a third time, %2 nodes each: %1 "
                                             "positions.")
                     .arg(positions)
                     .arg(deepNodes)
                     .toStdString();
}

} // namespace kibitz::annotate
