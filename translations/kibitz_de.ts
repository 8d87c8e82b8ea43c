<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>kibitz::CoreMessages</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>A list of squares: &quot;b1 and f3&quot;. %2 may be a list itself (see &quot;%1, %2&quot;).</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The head of a list of squares: &quot;a1, b2 and c3&quot; is &quot;%1, %2&quot; with %2 = &quot;b2 and c3&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: %2</source>
        <extracomment>%1 is a column number in the FEN text, %2 the error in that field.</extracomment>
        <translation>FEN-Feld 1 (Figurenstellung), Spalte %1: %2</translation>
    </message>
    <message>
        <source>FEN field 2 (side to move), column %1: %2</source>
        <translation>FEN-Feld 2 (Seite am Zug), Spalte %1: %2</translation>
    </message>
    <message>
        <source>FEN field 3 (castling rights), column %1: %2</source>
        <translation>FEN-Feld 3 (Rochaderechte), Spalte %1: %2</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant square), column %1: %2</source>
        <translation>FEN-Feld 4 (En-passant-Feld), Spalte %1: %2</translation>
    </message>
    <message>
        <source>FEN field 5 (halfmove clock), column %1: %2</source>
        <translation>FEN-Feld 5 (Halbzugzähler), Spalte %1: %2</translation>
    </message>
    <message>
        <source>FEN field 6 (fullmove number), column %1: %2</source>
        <translation>FEN-Feld 6 (Zugnummer), Spalte %1: %2</translation>
    </message>
    <message>
        <source>the FEN is empty</source>
        <translation>die FEN ist leer</translation>
    </message>
    <message>
        <source>the side to move (&apos;w&apos; or &apos;b&apos;) is missing</source>
        <translation>die Seite am Zug (&apos;w&apos; oder &apos;b&apos;) fehlt</translation>
    </message>
    <message>
        <source>the castling rights (&apos;-&apos; if none) are missing</source>
        <translation>die Rochaderechte (&apos;-&apos;, wenn keine) fehlen</translation>
    </message>
    <message>
        <source>the en passant square (&apos;-&apos; if none) is missing</source>
        <translation>das En-passant-Feld (&apos;-&apos;, wenn keines) fehlt</translation>
    </message>
    <message>
        <source>unexpected text after the fullmove number: &apos;%1&apos;</source>
        <translation>unerwarteter Text nach der Zugnummer: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>rank %1 describes only %2 squares (8 needed)</source>
        <extracomment>%1 is a rank number (1-8), %2 the number of squares (0-7) the FEN gives it.</extracomment>
        <translation>Reihe %1 beschreibt nur %2 von 8 Feldern</translation>
    </message>
    <message>
        <source>rank %1 describes more than 8 squares</source>
        <translation>Reihe %1 beschreibt mehr als 8 Felder</translation>
    </message>
    <message>
        <source>more than 8 ranks</source>
        <translation>mehr als 8 Reihen</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (pieces are PNBRQK and pnbrqk, empty squares 1-8, ranks end with &apos;/&apos;)</source>
        <translation>unerwartetes Zeichen &apos;%1&apos; (Figuren sind PNBRQK und pnbrqk, leere Felder 1-8, Reihen enden mit &apos;/&apos;)</translation>
    </message>
    <message>
        <source>only %1 ranks (8 needed)</source>
        <translation>nur %1 von 8 Reihen</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>Weiß hat keinen König</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>Schwarz hat keinen König</translation>
    </message>
    <message>
        <source>White has %1 kings</source>
        <translation>Weiß hat %1 Könige</translation>
    </message>
    <message>
        <source>Black has %1 kings</source>
        <translation>Schwarz hat %1 Könige</translation>
    </message>
    <message>
        <source>White has %1 pawns (at most 8)</source>
        <translation>Weiß hat %1 Bauern (höchstens 8)</translation>
    </message>
    <message>
        <source>Black has %1 pawns (at most 8)</source>
        <translation>Schwarz hat %1 Bauern (höchstens 8)</translation>
    </message>
    <message>
        <source>White has %1 pieces (at most 16)</source>
        <translation>Weiß hat %1 Figuren (höchstens 16)</translation>
    </message>
    <message>
        <source>Black has %1 pieces (at most 16)</source>
        <translation>Schwarz hat %1 Figuren (höchstens 16)</translation>
    </message>
    <message>
        <source>a white pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>ein weißer Bauer auf %1: Bauern können nicht auf der ersten oder letzten Reihe stehen</translation>
    </message>
    <message>
        <source>a black pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>ein schwarzer Bauer auf %1: Bauern können nicht auf der ersten oder letzten Reihe stehen</translation>
    </message>
    <message>
        <source>expected &apos;w&apos; or &apos;b&apos;, found &apos;%1&apos;</source>
        <translation>&apos;w&apos; oder &apos;b&apos; erwartet, &apos;%1&apos; gefunden</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move: the side not to move cannot be in check</source>
        <translation>Weiß steht im Schach, aber Schwarz ist am Zug: die Seite, die nicht am Zug ist, kann nicht im Schach stehen</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move: the side not to move cannot be in check</source>
        <translation>Schwarz steht im Schach, aber Weiß ist am Zug: die Seite, die nicht am Zug ist, kann nicht im Schach stehen</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (expected &apos;-&apos; or letters from KQkq)</source>
        <translation>unerwartetes Zeichen &apos;%1&apos; (&apos;-&apos; oder Buchstaben aus KQkq erwartet)</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (expected &apos;-&apos; or KQkq or a rook&apos;s file A-H/a-h)</source>
        <translation>unerwartetes Zeichen &apos;%1&apos; (&apos;-&apos;, KQkq oder die Linie eines Turms A-H/a-h erwartet)</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the white king is on %2, not on %3</source>
        <translation>Rochaderecht &apos;%1&apos;, aber der weiße König steht auf %2, nicht auf %3</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the black king is on %2, not on %3</source>
        <translation>Rochaderecht &apos;%1&apos;, aber der schwarze König steht auf %2, nicht auf %3</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the white king is on %2, not on its first rank</source>
        <translation>Rochaderecht &apos;%1&apos;, aber der weiße König steht auf %2, nicht auf seiner Grundreihe</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the black king is on %2, not on its first rank</source>
        <translation>Rochaderecht &apos;%1&apos;, aber der schwarze König steht auf %2, nicht auf seiner Grundreihe</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no white rook on the king&apos;s side of the white king</source>
        <translation>Rochaderecht &apos;%1&apos;, aber auf der Königsseite des weißen Königs steht kein weißer Turm</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no white rook on the queen&apos;s side of the white king</source>
        <translation>Rochaderecht &apos;%1&apos;, aber auf der Damenseite des weißen Königs steht kein weißer Turm</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no black rook on the king&apos;s side of the black king</source>
        <translation>Rochaderecht &apos;%1&apos;, aber auf der Königsseite des schwarzen Königs steht kein schwarzer Turm</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no black rook on the queen&apos;s side of the black king</source>
        <translation>Rochaderecht &apos;%1&apos;, aber auf der Damenseite des schwarzen Königs steht kein schwarzer Turm</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no white rook on %2</source>
        <translation>Rochaderecht &apos;%1&apos;, aber auf %2 steht kein weißer Turm</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no black rook on %2</source>
        <translation>Rochaderecht &apos;%1&apos;, aber auf %2 steht kein schwarzer Turm</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; repeats a right already given</source>
        <translation>Rochaderecht &apos;%1&apos; wiederholt ein schon angegebenes Recht</translation>
    </message>
    <message>
        <source>expected &apos;-&apos; or a square such as e3, found &apos;%1&apos;</source>
        <translation>&apos;-&apos; oder ein Feld wie e3 erwartet, &apos;%1&apos; gefunden</translation>
    </message>
    <message>
        <source>%1 cannot be an en passant square when White is to move (it must be on rank 6)</source>
        <translation>%1 kann kein En-passant-Feld sein, wenn Weiß am Zug ist (es muss auf der 6. Reihe liegen)</translation>
    </message>
    <message>
        <source>%1 cannot be an en passant square when Black is to move (it must be on rank 3)</source>
        <translation>%1 kann kein En-passant-Feld sein, wenn Schwarz am Zug ist (es muss auf der 3. Reihe liegen)</translation>
    </message>
    <message>
        <source>%1 is given, but there is no white pawn on %2 that could just have moved two squares</source>
        <translation>%1 ist angegeben, aber auf %2 steht kein weißer Bauer, der gerade zwei Felder gezogen sein könnte</translation>
    </message>
    <message>
        <source>%1 is given, but there is no black pawn on %2 that could just have moved two squares</source>
        <translation>%1 ist angegeben, aber auf %2 steht kein schwarzer Bauer, der gerade zwei Felder gezogen sein könnte</translation>
    </message>
    <message>
        <source>%1 is given, but %2 is occupied, so no pawn can just have moved two squares</source>
        <translation>%1 ist angegeben, aber %2 ist besetzt, also kann kein Bauer gerade zwei Felder gezogen sein</translation>
    </message>
    <message>
        <source>expected a number of halfmoves from 0 to 9999, found &apos;%1&apos;</source>
        <translation>Anzahl der Halbzüge von 0 bis 9999 erwartet, &apos;%1&apos; gefunden</translation>
    </message>
    <message>
        <source>expected a move number from 1 to 99999, found &apos;%1&apos;</source>
        <translation>Zugnummer von 1 bis 99999 erwartet, &apos;%1&apos; gefunden</translation>
    </message>
    <message>
        <source>empty move</source>
        <translation>leerer Zug</translation>
    </message>
    <message>
        <source>a pawn promotes to Q, R, B or N, not &apos;%1&apos;</source>
        <translation>ein Bauer wird in Q, R, B oder N umgewandelt, nicht in &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move: expected a destination square such as e4</source>
        <translation>&apos;%1&apos; ist kein Zug: ein Zielfeld wie e4 erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move: unexpected &apos;%2&apos;</source>
        <translation>&apos;%1&apos; ist kein Zug: unerwartetes &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: only a pawn can promote</source>
        <translation>&apos;%1&apos;: nur ein Bauer kann umgewandelt werden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white pawns on %3 can each move to %2</source>
        <extracomment>%1 is the move as written, %2 its destination square, %3 a list of squares.</extracomment>
        <translation>&apos;%1&apos; ist mehrdeutig: die weißen Bauern auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white knights on %3 can each move to %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: die weißen Springer auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white bishops on %3 can each move to %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: die weißen Läufer auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white rooks on %3 can each move to %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: die weißen Türme auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white queens on %3 can each move to %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: die weißen Damen auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white kings on %3 can each move to %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: die weißen Könige auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black pawns on %3 can each move to %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: die schwarzen Bauern auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black knights on %3 can each move to %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: die schwarzen Springer auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black bishops on %3 can each move to %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: die schwarzen Läufer auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black rooks on %3 can each move to %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: die schwarzen Türme auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black queens on %3 can each move to %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: die schwarzen Damen auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black kings on %3 can each move to %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: die schwarzen Könige auf %3 können jeweils nach %2 ziehen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a promotion: add the new piece, as in %2=Q</source>
        <extracomment>%2 is a square; &quot;=Q&quot; is the standard notation of a promotion to a queen.</extracomment>
        <translation>&apos;%1&apos; ist eine Umwandlung: die neue Figur angeben, wie in %2=Q</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is illegal here: %2</source>
        <extracomment>%1 is the move as written, %2 the reason (&quot;there is no white knight&quot;, ...).</extracomment>
        <translation>&apos;%1&apos; ist hier illegal: %2</translation>
    </message>
    <message>
        <source>there is no white pawn</source>
        <translation>es gibt keinen weißen Bauern</translation>
    </message>
    <message>
        <source>there is no white knight</source>
        <translation>es gibt keinen weißen Springer</translation>
    </message>
    <message>
        <source>there is no white bishop</source>
        <translation>es gibt keinen weißen Läufer</translation>
    </message>
    <message>
        <source>there is no white rook</source>
        <translation>es gibt keinen weißen Turm</translation>
    </message>
    <message>
        <source>there is no white queen</source>
        <translation>es gibt keine weiße Dame</translation>
    </message>
    <message>
        <source>there is no white king</source>
        <translation>es gibt keinen weißen König</translation>
    </message>
    <message>
        <source>there is no black pawn</source>
        <translation>es gibt keinen schwarzen Bauern</translation>
    </message>
    <message>
        <source>there is no black knight</source>
        <translation>es gibt keinen schwarzen Springer</translation>
    </message>
    <message>
        <source>there is no black bishop</source>
        <translation>es gibt keinen schwarzen Läufer</translation>
    </message>
    <message>
        <source>there is no black rook</source>
        <translation>es gibt keinen schwarzen Turm</translation>
    </message>
    <message>
        <source>there is no black queen</source>
        <translation>es gibt keine schwarze Dame</translation>
    </message>
    <message>
        <source>there is no black king</source>
        <translation>es gibt keinen schwarzen König</translation>
    </message>
    <message>
        <source>there is no white pawn on %1</source>
        <translation>es gibt keinen weißen Bauern auf %1</translation>
    </message>
    <message>
        <source>there is no white knight on %1</source>
        <translation>es gibt keinen weißen Springer auf %1</translation>
    </message>
    <message>
        <source>there is no white bishop on %1</source>
        <translation>es gibt keinen weißen Läufer auf %1</translation>
    </message>
    <message>
        <source>there is no white rook on %1</source>
        <translation>es gibt keinen weißen Turm auf %1</translation>
    </message>
    <message>
        <source>there is no white queen on %1</source>
        <translation>es gibt keine weiße Dame auf %1</translation>
    </message>
    <message>
        <source>there is no white king on %1</source>
        <translation>es gibt keinen weißen König auf %1</translation>
    </message>
    <message>
        <source>there is no black pawn on %1</source>
        <translation>es gibt keinen schwarzen Bauern auf %1</translation>
    </message>
    <message>
        <source>there is no black knight on %1</source>
        <translation>es gibt keinen schwarzen Springer auf %1</translation>
    </message>
    <message>
        <source>there is no black bishop on %1</source>
        <translation>es gibt keinen schwarzen Läufer auf %1</translation>
    </message>
    <message>
        <source>there is no black rook on %1</source>
        <translation>es gibt keinen schwarzen Turm auf %1</translation>
    </message>
    <message>
        <source>there is no black queen on %1</source>
        <translation>es gibt keine schwarze Dame auf %1</translation>
    </message>
    <message>
        <source>there is no black king on %1</source>
        <translation>es gibt keinen schwarzen König auf %1</translation>
    </message>
    <message>
        <source>there is no white pawn on the %1-file</source>
        <extracomment>%1 is a file letter (a-h): &quot;on the e-file&quot;.</extracomment>
        <translation>es gibt keinen weißen Bauern auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no white knight on the %1-file</source>
        <translation>es gibt keinen weißen Springer auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no white bishop on the %1-file</source>
        <translation>es gibt keinen weißen Läufer auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no white rook on the %1-file</source>
        <translation>es gibt keinen weißen Turm auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no white queen on the %1-file</source>
        <translation>es gibt keine weiße Dame auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no white king on the %1-file</source>
        <translation>es gibt keinen weißen König auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no black pawn on the %1-file</source>
        <translation>es gibt keinen schwarzen Bauern auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no black knight on the %1-file</source>
        <translation>es gibt keinen schwarzen Springer auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no black bishop on the %1-file</source>
        <translation>es gibt keinen schwarzen Läufer auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no black rook on the %1-file</source>
        <translation>es gibt keinen schwarzen Turm auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no black queen on the %1-file</source>
        <translation>es gibt keine schwarze Dame auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no black king on the %1-file</source>
        <translation>es gibt keinen schwarzen König auf der %1-Linie</translation>
    </message>
    <message>
        <source>there is no white pawn on rank %1</source>
        <translation>es gibt keinen weißen Bauern auf der %1. Reihe</translation>
    </message>
    <message>
        <source>there is no white knight on rank %1</source>
        <translation>es gibt keinen weißen Springer auf der %1. Reihe</translation>
    </message>
    <message>
        <source>there is no white bishop on rank %1</source>
        <translation>es gibt keinen weißen Läufer auf der %1. Reihe</translation>
    </message>
    <message>
        <source>there is no white rook on rank %1</source>
        <translation>es gibt keinen weißen Turm auf der %1. Reihe</translation>
    </message>
    <message>
        <source>there is no white queen on rank %1</source>
        <translation>es gibt keine weiße Dame auf der %1. Reihe</translation>
    </message>
    <message>
        <source>there is no white king on rank %1</source>
        <translation>es gibt keinen weißen König auf der %1. Reihe</translation>
    </message>
    <message>
        <source>there is no black pawn on rank %1</source>
        <translation>es gibt keinen schwarzen Bauern auf der %1. Reihe</translation>
    </message>
    <message>
        <source>there is no black knight on rank %1</source>
        <translation>es gibt keinen schwarzen Springer auf der %1. Reihe</translation>
    </message>
    <message>
        <source>there is no black bishop on rank %1</source>
        <translation>es gibt keinen schwarzen Läufer auf der %1. Reihe</translation>
    </message>
    <message>
        <source>there is no black rook on rank %1</source>
        <translation>es gibt keinen schwarzen Turm auf der %1. Reihe</translation>
    </message>
    <message>
        <source>there is no black queen on rank %1</source>
        <translation>es gibt keine schwarze Dame auf der %1. Reihe</translation>
    </message>
    <message>
        <source>there is no black king on rank %1</source>
        <translation>es gibt keinen schwarzen König auf der %1. Reihe</translation>
    </message>
    <message>
        <source>no white pawn can move to %1</source>
        <translation>kein weißer Bauer kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>no white knight can move to %1</source>
        <translation>kein weißer Springer kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>no white bishop can move to %1</source>
        <translation>kein weißer Läufer kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>no white rook can move to %1</source>
        <translation>kein weißer Turm kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>no white queen can move to %1</source>
        <translation>keine weiße Dame kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>no white king can move to %1</source>
        <translation>kein weißer König kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>no black pawn can move to %1</source>
        <translation>kein schwarzer Bauer kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>no black knight can move to %1</source>
        <translation>kein schwarzer Springer kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>no black bishop can move to %1</source>
        <translation>kein schwarzer Läufer kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>no black rook can move to %1</source>
        <translation>kein schwarzer Turm kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>no black queen can move to %1</source>
        <translation>keine schwarze Dame kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>no black king can move to %1</source>
        <translation>kein schwarzer König kann nach %1 ziehen</translation>
    </message>
    <message>
        <source>it would leave the white king in check</source>
        <translation>der weiße König stünde danach im Schach</translation>
    </message>
    <message>
        <source>it would leave the black king in check</source>
        <translation>der schwarze König stünde danach im Schach</translation>
    </message>
    <message>
        <source>castling kingside is not legal here: %1</source>
        <extracomment>%1 is the reason (&quot;the king is in check&quot;, ...).</extracomment>
        <translation>die kurze Rochade ist hier nicht legal: %1</translation>
    </message>
    <message>
        <source>castling queenside is not legal here: %1</source>
        <translation>die lange Rochade ist hier nicht legal: %1</translation>
    </message>
    <message>
        <source>White no longer has the right to castle kingside</source>
        <translation>Weiß hat kein Recht mehr auf die kurze Rochade</translation>
    </message>
    <message>
        <source>White no longer has the right to castle queenside</source>
        <translation>Weiß hat kein Recht mehr auf die lange Rochade</translation>
    </message>
    <message>
        <source>Black no longer has the right to castle kingside</source>
        <translation>Schwarz hat kein Recht mehr auf die kurze Rochade</translation>
    </message>
    <message>
        <source>Black no longer has the right to castle queenside</source>
        <translation>Schwarz hat kein Recht mehr auf die lange Rochade</translation>
    </message>
    <message>
        <source>the king is in check</source>
        <translation>der König steht im Schach</translation>
    </message>
    <message>
        <source>there are pieces between the king and the rook</source>
        <translation>zwischen König und Turm stehen Figuren</translation>
    </message>
    <message>
        <source>the king would cross or land on an attacked square</source>
        <translation>der König würde ein angegriffenes Feld überqueren oder betreten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UCI move (expected e.g. e2e4 or e7e8q)</source>
        <translation>&apos;%1&apos; ist kein UCI-Zug (erwartet z. B. e2e4 oder e7e8q)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move here</source>
        <translation>&apos;%1&apos; ist hier kein legaler Zug</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3: %4</source>
        <extracomment>%1 is the game number, %2 the line, %3 the column, %4 the problem.</extracomment>
        <translation>Partie %1, Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>a comment is not closed: &apos;}&apos; is missing</source>
        <translation>ein Kommentar ist nicht geschlossen: &apos;}&apos; fehlt</translation>
    </message>
    <message>
        <source>a tag name must follow &apos;[&apos;</source>
        <translation>auf &apos;[&apos; muss ein Tag-Name folgen</translation>
    </message>
    <message>
        <source>the value of tag %1 must be in double quotes</source>
        <translation>der Wert des Tags %1 muss in doppelten Anführungszeichen stehen</translation>
    </message>
    <message>
        <source>the value of tag %1 has no closing quote</source>
        <translation>dem Wert des Tags %1 fehlt das schließende Anführungszeichen</translation>
    </message>
    <message>
        <source>tag %1 has no closing &apos;]&apos;</source>
        <translation>dem Tag %1 fehlt die schließende &apos;]&apos;</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after the value of tag %2</source>
        <translation>unerwartetes &apos;%1&apos; nach dem Wert des Tags %2</translation>
    </message>
    <message>
        <source>the variant &apos;%1&apos; is not supported</source>
        <translation>die Schachvariante &apos;%1&apos; wird nicht unterstützt</translation>
    </message>
    <message>
        <source>bad FEN in the FEN tag: %1</source>
        <extracomment>%1 is the located FEN error (&quot;FEN field 3 (castling rights), column 47: ...&quot;).</extracomment>
        <translation>ungültige FEN im FEN-Tag: %1</translation>
    </message>
    <message>
        <source>a variation must follow the move it is an alternative to</source>
        <translation>eine Variante muss auf den Zug folgen, zu dem sie eine Alternative ist</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; schließt keine Variante</translation>
    </message>
    <message>
        <source>&apos;%1&apos; follows no move and is ignored</source>
        <translation>&apos;%1&apos; folgt auf keinen Zug und wird übergangen</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number (a NAG)</source>
        <translation>auf &apos;$&apos; muss eine Zahl folgen (ein NAG)</translation>
    </message>
    <message>
        <source>NAG %1 is out of range ($0-$255)</source>
        <translation>NAG %1 liegt außerhalb des Bereichs ($0-$255)</translation>
    </message>
    <message>
        <source>null move &apos;%1&apos; while in check</source>
        <translation>Nullzug &apos;%1&apos; im Schach</translation>
    </message>
    <message>
        <source>ambiguous move &apos;%1&apos;: %2</source>
        <translation>mehrdeutiger Zug &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: %2</source>
        <extracomment>%1 is the move as written in the file, %2 why it was rejected.</extracomment>
        <translation>illegaler Zug &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>unreadable move &apos;%1&apos;: %2</source>
        <translation>unlesbarer Zug &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>unknown glyph &apos;%1&apos; is ignored</source>
        <translation>unbekanntes Symbol &apos;%1&apos; wird übergangen</translation>
    </message>
    <message>
        <source>a result inside a variation: &apos;)&apos; is missing</source>
        <translation>ein Ergebnis innerhalb einer Variante: &apos;)&apos; fehlt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move</source>
        <translation>&apos;%1&apos; ist kein Zug</translation>
    </message>
    <message>
        <source>a tag inside the moves: is the game&apos;s result missing?</source>
        <translation>ein Tag zwischen den Zügen: fehlt das Ergebnis der Partie?</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; in the moves</source>
        <translation>unerwartetes &apos;%1&apos; zwischen den Zügen</translation>
    </message>
    <message>
        <source>a variation is not closed: &apos;)&apos; is missing</source>
        <translation>eine Variante ist nicht geschlossen: &apos;)&apos; fehlt</translation>
    </message>
    <message>
        <source>the game has no result after its moves</source>
        <translation>nach den Zügen der Partie steht kein Ergebnis</translation>
    </message>
    <message>
        <source>the result %1 after the moves differs from the Result tag &quot;%2&quot;; the tag is kept</source>
        <translation>das Ergebnis %1 nach den Zügen weicht vom Result-Tag &quot;%2&quot; ab; das Tag bleibt erhalten</translation>
    </message>
    <message>
        <source>the game is not UTF-8: read as Windows-1252 (ISO 8859-1)</source>
        <translation>die Partie ist nicht in UTF-8: als Windows-1252 (ISO 8859-1) gelesen</translation>
    </message>
    <message>
        <source>the FEN tag gives the fullmove number 0, which is read as 1</source>
        <extracomment>A warning: a FEN tag in a PGN file gives 0 as the move number, which the program reads as 1.</extracomment>
        <translation>das FEN-Tag gibt die Zugnummer 0 an, die als 1 gelesen wird</translation>
    </message>
    <message>
        <source>no such node</source>
        <translation>kein solcher Knoten</translation>
    </message>
    <message>
        <source>a null move is not possible in check</source>
        <translation>ein Nullzug ist im Schach nicht möglich</translation>
    </message>
    <message>
        <source>the move is not legal in this position</source>
        <translation>der Zug ist in dieser Stellung nicht legal</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <extracomment>A long text from the file cut short: %1 is its beginning, %2 its length in characters.</extracomment>
        <translation>%1… (%2 Zeichen)</translation>
    </message>
    <message>
        <source>the game has more than %1 moves (its main line and variations together), more than Kibitz takes in one game</source>
        <extracomment>%1 is the number of moves</extracomment>
        <translation>die Partie hat mehr als %1 Züge (Hauptvariante und Varianten zusammen), mehr als Kibitz in einer Partie annimmt</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnalysisFeature</name>
    <message>
        <source>%v of %m positions</source>
        <translation>%v von %m Stellungen</translation>
    </message>
    <message>
        <source>Analysing</source>
        <translation>Analyse läuft</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>Partie &amp;analysieren</translation>
    </message>
    <message>
        <source>Analyse every position of the game&apos;s main line</source>
        <translation>Jede Stellung der Hauptvariante der Partie analysieren</translation>
    </message>
    <message>
        <source>&amp;Stop Analysis</source>
        <translation>Analyse &amp;stoppen</translation>
    </message>
    <message>
        <source>Stop analysing the game</source>
        <translation>Die Analyse der Partie abbrechen</translation>
    </message>
    <message>
        <source>A&amp;nnotate Game</source>
        <translation>Partie &amp;kommentieren</translation>
    </message>
    <message>
        <source>Write the analysis into the game as symbols and comments at the current strengths</source>
        <translation>Die Analyse bei den eingestellten Spielstärken als Symbole und Kommentare in die Partie schreiben</translation>
    </message>
    <message>
        <source>Annotate A&amp;ll Games</source>
        <translation>A&amp;lle Partien kommentieren</translation>
    </message>
    <message>
        <source>Analyse and annotate every game of the file</source>
        <translation>Jede Partie der Datei analysieren und kommentieren</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>Ana&amp;lyse</translation>
    </message>
    <message>
        <source>The game will be annotated when the analysis is done</source>
        <translation>Die Partie wird kommentiert, sobald die Analyse fertig ist</translation>
    </message>
    <message>
        <source>Game annotated at the current strengths</source>
        <translation>Partie bei den eingestellten Spielstärken kommentiert</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>Partie kommentieren</translation>
    </message>
    <message>
        <source>Analysing this position…</source>
        <translation>Diese Stellung wird analysiert…</translation>
    </message>
    <message>
        <source>%1 Provisional: the game&apos;s analysis is not finished.</source>
        <translation>%1 Vorläufig: die Analyse der Partie ist noch nicht fertig.</translation>
    </message>
    <message>
        <source>Writing the annotations…</source>
        <translation>Die Anmerkungen werden geschrieben…</translation>
    </message>
    <message>
        <source>Annotate All: endgame table %1 made (%2 of %3)</source>
        <translation>Alle Partien kommentieren: Endspieltabelle %1 erstellt (%2 von %3)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnalysisPanel</name>
    <message>
        <source>checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>ungenügendes Material</translation>
    </message>
    <message>
        <source>75-move rule</source>
        <translation>75-Züge-Regel</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>fünffache Stellungswiederholung</translation>
    </message>
    <message>
        <source>50-move rule</source>
        <translation>50-Züge-Regel</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <source>Chances in strong play:</source>
        <translation>Chancen bei starkem Spiel:</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>%1, exact (the game is over)</source>
        <translation>%1, exakt (die Partie ist beendet)</translation>
    </message>
    <message>
        <source>%1, exact (a proven mate)</source>
        <translation>%1, exakt (ein bewiesenes Matt)</translation>
    </message>
    <message>
        <source>≈ %1, estimated</source>
        <translation>≈ %1, geschätzt</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Noch nicht analysiert.</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partie beendet: %1</translation>
    </message>
    <message>
        <source>not needed: v is known</source>
        <translation>nicht nötig: v ist bekannt</translation>
    </message>
    <message>
        <source>White %1, draw %2, Black %3</source>
        <translation>Weiß %1, Remis %2, Schwarz %3</translation>
    </message>
    <message>
        <source>no search: %1</source>
        <translation>keine Suche: %1</translation>
    </message>
    <message>
        <source>%1, exact (an endgame table)</source>
        <translation>%1, exakt (Endspieltafel)</translation>
    </message>
    <message>
        <source>Kibitz&apos;s own tables</source>
        <translation>Kibitz&apos; eigene Tafeln</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Weiß gewinnt</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Schwarz gewinnt</translation>
    </message>
    <message>
        <source>White would win, but the 50-move rule draws</source>
        <translation>Weiß würde gewinnen, doch die 50-Züge-Regel macht es remis</translation>
    </message>
    <message>
        <source>Black would win, but the 50-move rule draws</source>
        <translation>Schwarz würde gewinnen, doch die 50-Züge-Regel macht es remis</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>mate in %n moves</source>
        <translation>
            <numerusform>Matt in %n Zug</numerusform>
            <numerusform>Matt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plies to a capture or pawn move (DTZ)</source>
        <translation>
            <numerusform>%n Halbzug bis zu einem Schlag- oder Bauernzug (DTZ)</numerusform>
            <numerusform>%n Halbzüge bis zu einem Schlag- oder Bauernzug (DTZ)</numerusform>
        </translation>
    </message>
    <message>
        <source>Result with best play:</source>
        <translation>Ergebnis bei bestem Spiel:</translation>
    </message>
    <message>
        <source>The game-theoretic value v (THEORY.md §1): the result if both sides played perfectly from here, +1 White wins, 0 draw, −1 Black wins. Exact when the game is over, a mate is proven or an endgame table has the position; otherwise (≈) estimated from the engine&apos;s score</source>
        <translation>Der spieltheoretische Wert v (THEORY.md §1): das Ergebnis, wenn beide Seiten von hier an perfekt spielten, +1 Weiß gewinnt, 0 Remis, −1 Schwarz gewinnt. Exakt, wenn die Partie vorbei ist, ein Matt bewiesen ist oder eine Endspieltabelle die Stellung kennt; sonst (≈) aus der Bewertung der Engine geschätzt</translation>
    </message>
    <message>
        <source>Where an estimated v comes from: a model of strong play turns the engine&apos;s score into the chances of a White win, a draw and a Black win (v = +1 when a White win is at least as likely as not, −1 likewise for Black, else 0)</source>
        <translation>Woher ein geschätztes v kommt: ein Modell starken Spiels macht aus der Bewertung der Engine die Chancen auf einen Sieg von Weiß, ein Remis und einen Sieg von Schwarz (v = +1, wenn ein Sieg von Weiß mindestens so wahrscheinlich ist wie nicht, −1 ebenso für Schwarz, sonst 0)</translation>
    </message>
    <message>
        <source>Expected score:</source>
        <translation>Erwartete Punkte:</translation>
    </message>
    <message>
        <source>Likely result:</source>
        <translation>Wahrscheinliches Ergebnis:</translation>
    </message>
    <message>
        <source>The chances of a White win, a draw and a Black win when players of these ratings play on (Michie&apos;s model)</source>
        <translation>Die Chancen auf einen Sieg von Weiß, ein Remis und einen Sieg von Schwarz, wenn Spieler dieser Wertungszahlen weiterspielen (Michies Modell)</translation>
    </message>
    <message>
        <source>How sharp:</source>
        <translation>Wie scharf:</translation>
    </message>
    <message>
        <source>The tension T = P(win) + P(loss): how likely the game is to be decided, 0 for a dead draw, 1 when a draw is out of the question</source>
        <translation>Die Spannung T = P(Sieg) + P(Niederlage): wie wahrscheinlich die Partie entschieden wird, 0 bei einem toten Remis, 1, wenn ein Remis ausgeschlossen ist</translation>
    </message>
    <message>
        <source>Good moves:</source>
        <translation>Gute Züge:</translation>
    </message>
    <message>
        <source>How open the choice of the side to move is: 2^H, where H_move is the entropy of the model&apos;s move probabilities in bits; 1 when one move is all but forced, the number of legal moves when all are alike</source>
        <translation>Wie offen die Wahl der Seite am Zug ist: 2^H, wobei H_move die Entropie der Zugwahrscheinlichkeiten des Modells in Bit ist; 1, wenn ein Zug so gut wie erzwungen ist, die Zahl der legalen Züge, wenn alle gleich sind</translation>
    </message>
    <message>
        <source>How open:</source>
        <translation>Wie offen:</translation>
    </message>
    <message>
        <source>The outcome entropy H_out of the chances of a win, a draw and a loss, in bits, as a share of its largest value log2 3 = 1.585 (all three equally likely)</source>
        <translation>Die Ergebnisentropie H_out der Chancen auf Sieg, Remis und Niederlage in Bit, als Anteil an ihrem größten Wert log2 3 = 1,585 (alle drei gleich wahrscheinlich)</translation>
    </message>
    <message>
        <source>The engine&apos;s score of the position in pawns from White&apos;s side, the depth of its search and the size of the look-ahead tree Michie&apos;s back-up runs over</source>
        <translation>Die Bewertung der Stellung durch die Engine in Bauern aus Sicht von Weiß, die Tiefe ihrer Suche und die Größe des Vorausschaubaums, über den Michies Rückrechnung läuft</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1. Played as by White %2, Black %3 (Michie&apos;s merit %4, %5).</source>
        <translation>%1. Gespielt wie von Weiß %2, Schwarz %3 (Michies Spielstärke %4, %5).</translation>
    </message>
    <message>
        <source>White %1 (u %2)</source>
        <translation>Weiß %1 (u %2)</translation>
    </message>
    <message>
        <source>%1 decisive (T %2)</source>
        <translation>%1 entschieden (T %2)</translation>
    </message>
    <message>
        <source>none: the game is over</source>
        <translation>keine: die Partie ist vorbei</translation>
    </message>
    <message>
        <source>about %1 (H_move %2 bits)</source>
        <translation>etwa %1 (H_move %2 Bit)</translation>
    </message>
    <message>
        <source>%1 (H_out %2 bits)</source>
        <translation>%1 (H_out %2 Bit)</translation>
    </message>
    <message>
        <source>%1, depth %2, tree %3</source>
        <translation>%1, Tiefe %2, Baum %3</translation>
    </message>
    <message>
        <source>%1;
the board alone %2 (two players of %3)</source>
        <translation>%1;
das Brett allein %2 (zwei Spieler mit %3)</translation>
    </message>
    <message>
        <source>White&apos;s expected score (win 1, draw ½) when players of these ratings play on: (1 + u) / 2, where u = P(win) − P(loss) is Michie&apos;s expected utility under his model of fallible players. &quot;The board alone&quot; is the position&apos;s own: the same model with both players at their mean rating and the engine&apos;s score shown below; the position signs (=, ⩲, ±, +−) come from it, not from the rating gap</source>
        <translation>Die erwarteten Punkte von Weiß (Sieg 1, Remis ½), wenn Spieler dieser Wertungszahlen weiterspielen: (1 + u) / 2, wobei u = P(Sieg) − P(Niederlage) Michies Erwartungsnutzen in seinem Modell fehlbarer Spieler ist. „Das Brett allein“ ist der Wert der Stellung selbst: dasselbe Modell mit beiden Spielern auf ihrer mittleren Wertungszahl und der unten gezeigten Bewertung der Engine; die Stellungszeichen (=, ⩲, ±, +−) kommen daher, nicht aus dem Unterschied der Wertungszahlen</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnnotateAll</name>
    <message>
        <source>%v of %m games</source>
        <translation>%v von %m Partien</translation>
    </message>
    <message>
        <source>Annotating games</source>
        <translation>Partien werden kommentiert</translation>
    </message>
    <message>
        <source>Annotating all games starts when the whole file has been read</source>
        <translation>Das Kommentieren aller Partien beginnt, sobald die ganze Datei gelesen ist</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>Die Datei wird gelesen</translation>
    </message>
    <message>
        <source>The rest of %1 could not be read: %2</source>
        <translation>Der Rest von %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be read to its end (%2): annotating the %n game(s) read before</source>
        <translation>
            <numerusform>%1 konnte nicht bis zum Ende gelesen werden (%2): die %n zuvor gelesene Partie wird kommentiert</numerusform>
            <numerusform>%1 konnte nicht bis zum Ende gelesen werden (%2): die %n zuvor gelesenen Partien werden kommentiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotating all games cancelled</source>
        <translation>Kommentierung aller Partien abgebrochen</translation>
    </message>
    <message>
        <source>Not annotated: %1</source>
        <translation>Nicht kommentiert: %1</translation>
    </message>
    <message>
        <source>All games annotated</source>
        <translation>Alle Partien kommentiert</translation>
    </message>
    <message numerus="yes">
        <source>The %n game(s) read were annotated</source>
        <translation>
            <numerusform>Die %n gelesene Partie wurde kommentiert</numerusform>
            <numerusform>Die %n gelesenen Partien wurden kommentiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(not written into %n game(s) edited meanwhile)</source>
        <translation>
            <numerusform>(nicht in %n inzwischen bearbeitete Partie geschrieben)</numerusform>
            <numerusform>(nicht in %n inzwischen bearbeitete Partien geschrieben)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not annotated because they could not be read: %1</source>
        <translation>
            <numerusform>%n Partie nicht kommentiert, weil sie nicht gelesen werden konnte: %1</numerusform>
            <numerusform>%n Partien nicht kommentiert, weil sie nicht gelesen werden konnten: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotate All Games</source>
        <translation>Alle Partien kommentieren</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BatchGameSource</name>
    <message>
        <source>game %1: cannot read %2: %3</source>
        <translation>Partie %1: %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>game %1: %2 was changed by another program after it was opened</source>
        <translation>Partie %1: %2 wurde nach dem Öffnen von einem anderen Programm geändert</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardView</name>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>The position %1, seen from Black&apos;s side.</source>
        <translation>Die Stellung %1, von Schwarz aus gesehen.</translation>
    </message>
    <message>
        <source>The position %1, seen from White&apos;s side.</source>
        <translation>Die Stellung %1, von Weiß aus gesehen.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ChartsPanel</name>
    <message>
        <source>Expected utility u (White)</source>
        <translation>Erwartungsnutzen u (Weiß)</translation>
    </message>
    <message>
        <source>Tension T</source>
        <translation>Spannung T</translation>
    </message>
    <message>
        <source>Entropy (normalised)</source>
        <translation>Entropie (normiert)</translation>
    </message>
    <message>
        <source>u</source>
        <translation>u</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>H move</source>
        <translation>H Zug</translation>
    </message>
    <message>
        <source>H outcome / log2 3</source>
        <translation>H Ergebnis / log2 3</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source> — v = %1, exact</source>
        <translation> — v = %1, exakt</translation>
    </message>
    <message>
        <source>Evaluation (White&apos;s winning chances)</source>
        <translation>Bewertung (Gewinnchancen von Weiß)</translation>
    </message>
    <message>
        <source>winning chances</source>
        <translation>Gewinnchancen</translation>
    </message>
    <message>
        <source>Time per move (minutes)</source>
        <translation>Zeit pro Zug (Minuten)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EndgameTables</name>
    <message>
        <source>Make All &amp;Endgame Tables…</source>
        <translation>Alle &amp;Endspieltafeln erstellen…</translation>
    </message>
    <message>
        <source>Kibitz is working out every position of this ending once, so that it knows the exact result and the moves to mate. The tables are kept for the next games.</source>
        <translation>Kibitz rechnet jede Stellung dieses Endspiels einmal durch, damit es das exakte Ergebnis und die Züge bis zum Matt kennt. Die Tafeln bleiben für die nächsten Partien erhalten.</translation>
    </message>
    <message>
        <source>Stop making the endgame tables: the ending keeps estimated values (Analysis → Make All Endgame Tables… makes them later)</source>
        <translation>Das Erstellen der Endspieltafeln abbrechen: Das Endspiel behält geschätzte Werte (Analyse → Alle Endspieltafeln erstellen… erstellt sie später)</translation>
    </message>
    <message>
        <source>Work out every ending of up to four pieces (rook and pawn against king, queen against rook…) once, so that Kibitz knows its exact result and the moves to mate at once. About two minutes; kept for later.</source>
        <translation>Jedes Endspiel mit bis zu vier Steinen (Turm und Bauer gegen König, Dame gegen Turm…) einmal durchrechnen, damit Kibitz sein exaktes Ergebnis und die Züge bis zum Matt sofort kennt. Etwa zwei Minuten; wird für später gespeichert.</translation>
    </message>
    <message>
        <source>Making endgame tables: %1</source>
        <translation>Endspieltafeln werden erstellt: %1</translation>
    </message>
    <message>
        <source>Making the endgame tables of up to four pieces, once (about two minutes on two cores).
Just made: %1</source>
        <translation>Die Endspieltafeln mit bis zu vier Steinen werden einmalig erstellt (etwa zwei Minuten auf zwei Kernen).
Gerade fertig: %1</translation>
    </message>
    <message>
        <source>Every endgame table of up to four pieces is made: Kibitz knows the exact result of these endings from now on</source>
        <translation>Alle Endspieltafeln mit bis zu vier Steinen sind erstellt: Kibitz kennt von nun an das exakte Ergebnis dieser Endspiele</translation>
    </message>
    <message>
        <source>Kibitz could not keep its endgame tables: %1. The analysis goes on without their exact values.</source>
        <translation>Kibitz konnte seine Endspieltafeln nicht speichern: %1. Die Analyse läuft ohne ihre exakten Werte weiter.</translation>
    </message>
    <message>
        <source>Making the endgame tables of up to four pieces, once (about two minutes on two cores).</source>
        <translation>Die Endspieltafeln mit bis zu vier Steinen werden einmalig erstellt (etwa zwei Minuten auf zwei Kernen).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Endgame Tables</source>
        <translation>Endspieltafeln</translation>
    </message>
    <message>
        <source>%v of %m tables</source>
        <translation>%v von %m Tafeln</translation>
    </message>
    <message>
        <source>Kibitz could not keep its endgame tables: %1. They are used until Kibitz is closed.</source>
        <translation>Kibitz konnte seine Endspieltabellen nicht speichern: %1. Sie werden bis zum Schließen von Kibitz verwendet.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineLines</name>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Engine lines: off</source>
        <translation>Engine-Varianten: aus</translation>
    </message>
    <message>
        <source>Engine lines: waiting for the game analysis</source>
        <translation>Engine-Varianten: warten auf die Partieanalyse</translation>
    </message>
    <message>
        <source>%1 (done)</source>
        <translation>%1 (fertig)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop the engine&apos;s live analysis of the position</source>
        <translation>Die laufende Analyse der Stellung durch die Engine anhalten</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best lines of the position, updated as the search deepens</source>
        <translation>Die besten Varianten der Engine für die Stellung zeigen, laufend aktualisiert, während die Suche tiefer geht</translation>
    </message>
    <message>
        <source>Click a move of a line to add the line up to that move to the game as a variation (Undo takes it back); a click on the score adds it all</source>
        <translation>Ein Klick auf einen Zug einer Linie fügt die Linie bis zu diesem Zug als Variante in die Partie ein (Rückgängig nimmt sie zurück); ein Klick auf die Bewertung fügt sie ganz ein</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Linien: </translation>
    </message>
    <message>
        <source>How many of the engine&apos;s best moves to show, each with its line (MultiPV)</source>
        <translation>Wie viele der besten Züge der Engine gezeigt werden, jeder mit seiner Variante (MultiPV)</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Optionen…</translation>
    </message>
    <message>
        <source>Engine Options…: the options of the UCI engine</source>
        <translation>Engine-Optionen…: die Optionen der UCI-Engine</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>%1 wird gestartet…</translation>
    </message>
    <message>
        <source>%1: searching…</source>
        <translation>%1: sucht…</translation>
    </message>
    <message>
        <source>%1 · Depth %2/%3 · %4 nodes · %5 kN/s</source>
        <translation>%1 · Tiefe %2/%3 · %4 Knoten · %5 kN/s</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partie beendet: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Optionen von %1</translation>
    </message>
    <message>
        <source>The engine has no options to set here.</source>
        <translation>Die Engine hat hier keine Optionen zum Einstellen.</translation>
    </message>
    <message>
        <source>Threads and Hash are set in Settings, the number of lines in the panel. The values are kept for this engine and sent every time it starts.</source>
        <translation>Threads und Hash werden in den Einstellungen gesetzt, die Zahl der Linien im Panel. Die Werte werden für diese Engine gespeichert und bei jedem Start gesendet.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EvaluationBar</name>
    <message>
        <source>Evaluation %1: White&apos;s winning chances %2 % (Lichess&apos;s curve of the engine&apos;s score)</source>
        <translation>Bewertung %1: Gewinnchancen von Weiß %2 % (Lichess-Kurve der Bewertung der Engine)</translation>
    </message>
    <message>
        <source>No evaluation of this position yet: it comes from the analysis of the main line or from the game&apos;s [%eval] comments</source>
        <translation>Noch keine Bewertung dieser Stellung: sie kommt aus der Analyse der Hauptvariante oder aus den [%eval]-Kommentaren der Partie</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::FullCommentDialog</name>
    <message>
        <source>&amp;Show Full Comment…</source>
        <translation>Ganzen Kommentar &amp;zeigen…</translation>
    </message>
    <message>
        <source>Read the whole comment, which the move list shows cut short</source>
        <translation>Den ganzen Kommentar lesen, den die Zugliste gekürzt zeigt</translation>
    </message>
    <message>
        <source>Comment on %1</source>
        <translation>Kommentar zu %1</translation>
    </message>
    <message>
        <source>Before the move:</source>
        <translation>Vor dem Zug:</translation>
    </message>
    <message>
        <source>After the move:</source>
        <translation>Nach dem Zug:</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameDocument</name>
    <message>
        <source>%1, line %2, column %3: game %4: %5</source>
        <translation>%1, Zeile %2, Spalte %3: Partie %4: %5</translation>
    </message>
    <message>
        <source>… and more: %1 problems in all.</source>
        <translation>… und weitere: insgesamt %1 Probleme.</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>eingefügter Text</translation>
    </message>
    <message>
        <source>%1 holds no PGN game.</source>
        <translation>%1 enthält keine PGN-Partie.</translation>
    </message>
    <message>
        <source>Some games of this file could not be read to the end (game %1). Saving writes only the moves before each error; the rest of those games will be lost.</source>
        <translation>Einige Partien dieser Datei konnten nicht bis zum Ende gelesen werden (Partie %1). Beim Speichern werden nur die Züge vor jedem Fehler geschrieben; der Rest dieser Partien geht verloren.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Replace Game</source>
        <translation>Partie ersetzen</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeitung</translation>
    </message>
    <message>
        <source>Change Tag %1</source>
        <translation>Tag %1 ändern</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Edit Tags</source>
        <translation>Tags bearbeiten</translation>
    </message>
    <message>
        <source>Add Line from %1</source>
        <translation>Linie ab %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameHeader</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Double-click to edit the tags</source>
        <translation>Doppelklick bearbeitet die Tags</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameListModel</name>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Elo Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Elo Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameListPanel</name>
    <message>
        <source>Filter: player, event, white:…, black:…</source>
        <translation>Filter: Spieler, Turnier, white:…, black:…</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameStore</name>
    <message>
        <source>%1: reading stopped early: %2</source>
        <translation>%1: Lesen vorzeitig abgebrochen: %2</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot save: %1 was changed by another program after it was opened, so its games cannot be copied from it. Open it again.</source>
        <translation>Speichern nicht möglich: %1 wurde nach dem Öffnen von einem anderen Programm geändert, daher können die Partien nicht daraus kopiert werden. Bitte die Datei erneut öffnen.</translation>
    </message>
    <message>
        <source>Game %1 could not be read from its first move: %2 (line %3, column %4)</source>
        <translation>Partie %1 konnte nicht ab ihrem ersten Zug gelesen werden: %2 (Zeile %3, Spalte %4)</translation>
    </message>
    <message>
        <source>Game %1 could be read only as far as %2: %3 (line %4, column %5)</source>
        <translation>Partie %1 konnte nur bis %2 gelesen werden: %3 (Zeile %4, Spalte %5)</translation>
    </message>
    <message>
        <source>it could not be read back</source>
        <translation>sie konnte nicht zurückgelesen werden</translation>
    </message>
    <message>
        <source>it reads back differently from the game in the window</source>
        <translation>zurückgelesen unterscheidet sie sich von der Partie im Fenster</translation>
    </message>
    <message>
        <source>Did not save %1: game %2 would not be saved as it is (%3). The file is as it was, and the game is still open with all its edits.</source>
        <translation>%1 wurde nicht gespeichert: Partie %2 würde nicht so gespeichert, wie sie ist (%3). Die Datei ist unverändert, und die Partie ist mit allen Änderungen noch geöffnet.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::HelpDialog</name>
    <message>
        <source>What the Window Shows</source>
        <translation>Was das Fenster zeigt</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::InvisibleSession</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is on %3</source>
        <translation>%2 von %1 steht auf %3</translation>
    </message>
    <message>
        <source>Start a game with Game → New Game</source>
        <translation>Beginnen Sie eine Partie mit Partie → Neue Partie</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <source>%1 won by checkmate</source>
        <translation>%1 gewinnt durch Schachmatt</translation>
    </message>
    <message>
        <source>Drawn by stalemate</source>
        <translation>Remis durch Patt</translation>
    </message>
    <message>
        <source>Drawn: neither side can mate</source>
        <translation>Remis: keine Seite kann mattsetzen</translation>
    </message>
    <message>
        <source>Drawn by the 50-move rule</source>
        <translation>Remis durch die 50-Züge-Regel</translation>
    </message>
    <message>
        <source>Drawn by repetition</source>
        <translation>Remis durch Stellungswiederholung</translation>
    </message>
    <message>
        <source>Drawn: %1 turns played</source>
        <translation>Remis: %1 Halbzüge gespielt</translation>
    </message>
    <message>
        <source>Kibitz is thinking…</source>
        <translation>Kibitz denkt nach…</translation>
    </message>
    <message>
        <source>That move is illegal: try another</source>
        <translation>Dieser Zug ist regelwidrig: Versuchen Sie einen anderen</translation>
    </message>
    <message>
        <source>Your move: you are in check</source>
        <translation>Sie sind am Zug: Sie stehen im Schach</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Sie sind am Zug</translation>
    </message>
    <message>
        <source>%1&apos;s %2 from %3</source>
        <translation>%2 von %1 (Ausgangsfeld %3)</translation>
    </message>
    <message>
        <source> (captured)</source>
        <translation> (geschlagen)</translation>
    </message>
    <message>
        <source>: you took an invisible piece</source>
        <translation>: Sie haben eine unsichtbare Figur geschlagen</translation>
    </message>
    <message>
        <source>: impossible</source>
        <translation>: unmöglich</translation>
    </message>
    <message>
        <source>, nothing there to take</source>
        <translation>, dort ist nichts zu schlagen</translation>
    </message>
    <message>
        <source>; your turn is lost</source>
        <translation>; Ihr Zug verfällt</translation>
    </message>
    <message>
        <source>: illegal</source>
        <translation>: regelwidrig</translation>
    </message>
    <message>
        <source>; play another move</source>
        <translation>; spielen Sie einen anderen Zug</translation>
    </message>
    <message>
        <source>Kibitz tried an impossible move; its turn is lost</source>
        <translation>Kibitz versuchte einen unmöglichen Zug; sein Zug verfällt</translation>
    </message>
    <message>
        <source>Kibitz moved its invisible %1</source>
        <translation>Kibitz zog eine unsichtbare Figur (%1)</translation>
    </message>
    <message>
        <source> and took on %1</source>
        <translation> und schlug auf %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::InvisibleSetupDialog</name>
    <message>
        <source>New Game of Invisible Chess</source>
        <translation>Neue Partie Unsichtbares Schach</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Sie spielen:</translation>
    </message>
    <message>
        <source>The pieces of yours that Kibitz cannot see</source>
        <translation>Ihre Figuren, die Kibitz nicht sehen kann</translation>
    </message>
    <message>
        <source>The pieces of Kibitz&apos;s that you cannot see</source>
        <translation>Die Figuren von Kibitz, die Sie nicht sehen können</translation>
    </message>
    <message>
        <source>Your invisible pieces:</source>
        <translation>Ihre unsichtbaren Figuren:</translation>
    </message>
    <message>
        <source>Kibitz&apos;s invisible pieces:</source>
        <translation>Unsichtbare Figuren von Kibitz:</translation>
    </message>
    <message>
        <source>Strategy (W1):</source>
        <translation>Strategie (W1):</translation>
    </message>
    <message>
        <source>Hide (W2):</source>
        <translation>Verbergen (W2):</translation>
    </message>
    <message>
        <source>Seek (W3):</source>
        <translation>Suchen (W3):</translation>
    </message>
    <message>
        <source>How much Kibitz follows the engine&apos;s expected score over where your pieces may be</source>
        <translation>Wie stark Kibitz der erwarteten Bewertung der Engine folgt, gemittelt über alle Felder, auf denen Ihre Figuren stehen können</translation>
    </message>
    <message>
        <source>How much Kibitz likes moves that leave you less sure where its pieces are (the paper found 0.5 helps and 50 hurts; between Kibitz&apos;s own players it hardly matters below 5 and helps at 50)</source>
        <translation>Wie sehr Kibitz Züge bevorzugt, nach denen Sie weniger sicher wissen, wo seine Figuren stehen (laut dem Artikel hilft 0,5 und 50 schadet; zwischen Kibitz’ eigenen Spielern spielt es unter 5 kaum eine Rolle und hilft bei 50)</translation>
    </message>
    <message>
        <source>How much Kibitz likes moves that may find your invisible pieces</source>
        <translation>Wie sehr Kibitz Züge bevorzugt, die Ihre unsichtbaren Figuren aufspüren können</translation>
    </message>
    <message>
        <source>How many half-moves Kibitz looks ahead in each placement of your pieces it thinks possible: deeper is stronger and slower</source>
        <translation>Wie viele Halbzüge Kibitz in jeder für möglich gehaltenen Aufstellung Ihrer Figuren vorausrechnet: tiefer ist stärker und langsamer</translation>
    </message>
    <message>
        <source>Look-ahead:</source>
        <translation>Rechentiefe:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::InvisibleWindow</name>
    <message>
        <source>none (plain chess)</source>
        <translation>keine (normales Schach)</translation>
    </message>
    <message>
        <source>1B: the queen&apos;s bishop</source>
        <translation>1B: der Damenläufer</translation>
    </message>
    <message>
        <source>1N: the king&apos;s knight</source>
        <translation>1N: der Königsspringer</translation>
    </message>
    <message>
        <source>1R: the king&apos;s rook</source>
        <translation>1R: der Königsturm</translation>
    </message>
    <message>
        <source>1Q: the queen</source>
        <translation>1Q: die Dame</translation>
    </message>
    <message>
        <source>2B: both bishops</source>
        <translation>2B: beide Läufer</translation>
    </message>
    <message>
        <source>2N: both knights</source>
        <translation>2N: beide Springer</translation>
    </message>
    <message>
        <source>2R: both rooks</source>
        <translation>2R: beide Türme</translation>
    </message>
    <message>
        <source>Invisible Chess — Kibitz</source>
        <translation>Unsichtbares Schach — Kibitz</translation>
    </message>
    <message>
        <source>Where might it be?</source>
        <translation>Wo könnte sie stehen?</translation>
    </message>
    <message>
        <source>Shade the squares where an invisible piece of Kibitz&apos;s may stand, by how likely it is there given all you were told</source>
        <translation>Die Felder, auf denen eine unsichtbare Figur von Kibitz stehen kann, danach schattieren, wie wahrscheinlich sie nach allem, was Ihnen mitgeteilt wurde, dort steht</translation>
    </message>
    <message>
        <source>Every move tried, and what came of it: accepted, impossible (the turn is lost) or illegal (try another)</source>
        <translation>Jeder versuchte Zug und was daraus wurde: angenommen, unmöglich (der Zug verfällt) oder regelwidrig (einen anderen versuchen)</translation>
    </message>
    <message>
        <source>Uncertainty (bits)</source>
        <translation>Unsicherheit (Bit)</translation>
    </message>
    <message>
        <source>How unsure each side is where the other&apos;s invisible pieces are, after each turn (the entropy of its belief, in bits)</source>
        <translation>Wie unsicher jede Seite nach jedem Halbzug ist, wo die unsichtbaren Figuren der anderen stehen (die Entropie ihrer Annahme, in Bit)</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>When the game is over: the true board, with both sides&apos; invisible pieces, turn by turn</source>
        <translation>Nach Ende der Partie: das wahre Brett mit den unsichtbaren Figuren beider Seiten, Halbzug für Halbzug</translation>
    </message>
    <message>
        <source>The turn shown (Left and Right arrow keys)</source>
        <translation>Der angezeigte Halbzug (Pfeiltasten links und rechts)</translation>
    </message>
    <message>
        <source>Kibitz is thinking</source>
        <translation>Kibitz denkt nach</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>Choose the invisible pieces and Kibitz&apos;s advisors, and play</source>
        <translation>Die unsichtbaren Figuren und die Berater von Kibitz wählen und spielen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a saved game of Invisible Chess and replay it or play on</source>
        <translation>Eine gespeicherte Partie Unsichtbares Schach öffnen, um sie nachzuspielen oder weiterzuspielen</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the game as PGN, every attempt with it</source>
        <translation>Die Partie als PGN speichern, mit allen Zugversuchen</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>Give the game up</source>
        <translation>Die Partie aufgeben</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>You: %1, invisible %2.  Kibitz: %3, invisible %4.</source>
        <translation>Sie: %1, unsichtbar %2.  Kibitz: %3, unsichtbar %4.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>No shading</source>
        <translation>Keine Schattierung</translation>
    </message>
    <message>
        <source>Your uncertainty</source>
        <translation>Ihre Unsicherheit</translation>
    </message>
    <message>
        <source>Kibitz&apos;s uncertainty</source>
        <translation>Unsicherheit von Kibitz</translation>
    </message>
    <message>
        <source>turn %1 of %2</source>
        <translation>Halbzug %1 von %2</translation>
    </message>
    <message>
        <source>Invisible Chess</source>
        <translation>Unsichtbares Schach</translation>
    </message>
    <message>
        <source>The finished game is not saved. Save it first?</source>
        <translation>Die beendete Partie ist nicht gespeichert. Zuerst speichern?</translation>
    </message>
    <message>
        <source>The game in progress is not saved. Save it first?</source>
        <translation>Die laufende Partie ist nicht gespeichert. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Save Game of Invisible Chess</source>
        <translation>Partie Unsichtbares Schach speichern</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Open Game of Invisible Chess</source>
        <translation>Partie Unsichtbares Schach öffnen</translation>
    </message>
    <message>
        <source>%1 holds no game</source>
        <translation>%1 enthält keine Partie</translation>
    </message>
    <message>
        <source>%1:%2:%3: %4</source>
        <translation>%1:%2:%3: %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close Kibitz</source>
        <translation>Kibitz schließen</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>FEN &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the position to the clipboard as FEN</source>
        <translation>Die Stellung als FEN in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Show the board from the other side</source>
        <translation>Das Brett von der anderen Seite zeigen</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>Ü&amp;ber Kibitz</translation>
    </message>
    <message>
        <source>Show the version of Kibitz</source>
        <translation>Die Version von Kibitz anzeigen</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Show the version of the Qt toolkit</source>
        <translation>Die Version des Qt-Toolkits anzeigen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Checkmate: Black wins.</source>
        <translation>Schachmatt: Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>Checkmate: White wins.</source>
        <translation>Schachmatt: Weiß gewinnt.</translation>
    </message>
    <message>
        <source>Stalemate: the game is drawn.</source>
        <translation>Patt: Die Partie endet remis.</translation>
    </message>
    <message>
        <source>White to move, in check</source>
        <translation>Weiß am Zug, im Schach</translation>
    </message>
    <message>
        <source>Black to move, in check</source>
        <translation>Schwarz am Zug, im Schach</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>FEN copied to the clipboard</source>
        <translation>FEN in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation>FEN einfügen</translation>
    </message>
    <message>
        <source>The clipboard does not hold a valid FEN position, so the board is unchanged.

Pasted text: %1

%2</source>
        <translation>Die Zwischenablage enthält keine gültige FEN-Stellung; das Brett bleibt unverändert.

Eingefügter Text: %1

%2</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Über Kibitz</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <source>Start a new game from the starting position</source>
        <translation>Eine neue Partie aus der Grundstellung beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a PGN file</source>
        <translation>Eine PGN-Datei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the games to their file</source>
        <translation>Die Partien in ihre Datei speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the games to a new PGN file</source>
        <translation>Die Partien in eine neue PGN-Datei speichern</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>&amp;PGN kopieren</translation>
    </message>
    <message>
        <source>Copy the game to the clipboard as PGN</source>
        <translation>Die Partie als PGN in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste PGN or FEN</source>
        <translation>PGN oder FEN &amp;einfügen</translation>
    </message>
    <message>
        <source>Open the games or set up the position on the clipboard</source>
        <translation>Die Partien aus der Zwischenablage öffnen oder die Stellung daraus aufbauen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Anfang</translation>
    </message>
    <message>
        <source>Go to the start position</source>
        <translation>Zur Ausgangsstellung gehen</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Den letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
    <message>
        <source>Play the next move</source>
        <translation>Den nächsten Zug ausführen</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Ende</translation>
    </message>
    <message>
        <source>Go to the end of the line</source>
        <translation>Zum Ende der Variante gehen</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>V&amp;orherige Variante</translation>
    </message>
    <message>
        <source>Go to the previous alternative to this move</source>
        <translation>Zur vorherigen Alternative zu diesem Zug gehen</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>&amp;Nächste Variante</translation>
    </message>
    <message>
        <source>Go to the next alternative to this move</source>
        <translation>Zur nächsten Alternative zu diesem Zug gehen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>Game %1 of %2: %3</source>
        <translation>Partie %1 von %2: %3</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 enthält ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>PGN-Datei öffnen</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open %1.

%2</source>
        <translation>%1 kann nicht geöffnet werden.

%2</translation>
    </message>
    <message>
        <source>Some games could not be read to the end; they are shown as far as they were read.

%1</source>
        <translation>Einige Partien konnten nicht bis zum Ende gelesen werden; sie werden so weit gezeigt, wie sie gelesen wurden.

%1</translation>
    </message>
    <message>
        <source>Save PGN File</source>
        <translation>PGN-Datei speichern</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>PGN copied to the clipboard</source>
        <translation>PGN in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Paste PGN</source>
        <translation>PGN einfügen</translation>
    </message>
    <message>
        <source>The clipboard holds neither a FEN position nor a PGN game, so nothing changed.

Pasted text: %1

%2</source>
        <translation>Die Zwischenablage enthält weder eine FEN-Stellung noch eine PGN-Partie; es wurde nichts geändert.

Eingefügter Text: %1

%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>&amp;Export Game…</source>
        <translation>Partie &amp;exportieren…</translation>
    </message>
    <message>
        <source>Write the current game with its annotations to a PGN file, leaving the open file as it is</source>
        <translation>Die aktuelle Partie mit ihren Kommentaren in eine PGN-Datei schreiben; die geöffnete Datei bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <source>Exported the game to %1</source>
        <translation>Partie nach %1 exportiert</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz annotates chess games the way a commentator would, judging each move by what fallible players of the game&apos;s strengths would make of it.&lt;/p&gt;&lt;p&gt;For every position it shows the value, the expected utility, the tension and the entropy, from its own search engine. It needs no network.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz kommentiert Schachpartien wie ein Kommentator und beurteilt jeden Zug danach, was fehlbare Spieler von der Spielstärke der Partie daraus machen würden.&lt;/p&gt;&lt;p&gt;Für jede Stellung zeigt es den Wert, den erwarteten Nutzen, die Spannung und die Entropie, berechnet von seiner eigenen Suchmaschine. Es braucht kein Netzwerk.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last change to the games</source>
        <translation>Die letzte Änderung an den Partien zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>Die zurückgenommene Änderung wiederherstellen</translation>
    </message>
    <message>
        <source>Read &amp;Errors…</source>
        <translation>&amp;Lesefehler…</translation>
    </message>
    <message>
        <source>List the games of this file that could not be read to their end, and go to one</source>
        <translation>Die Partien dieser Datei auflisten, die nicht bis zum Ende gelesen werden konnten, und zu einer wechseln</translation>
    </message>
    <message>
        <source>This game is incomplete. %1. The moves after that are not shown; saving the game after an edit loses them.</source>
        <translation>Diese Partie ist unvollständig. %1. Die Züge danach werden nicht angezeigt; wer die Partie bearbeitet und speichert, verliert sie.</translation>
    </message>
    <message>
        <source>Moves as a &amp;Table</source>
        <translation>Züge als &amp;Tabelle</translation>
    </message>
    <message>
        <source>Show the moves one per row with their comments beside them, instead of as text</source>
        <translation>Die Züge zeilenweise mit ihren Kommentaren daneben zeigen statt als Text</translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>Markierung %1</translation>
    </message>
    <message>
        <source>Arrow %1%2</source>
        <translation>Pfeil %1%2</translation>
    </message>
    <message>
        <source>Game &amp;Tags…</source>
        <translation>Partie-&amp;Tags…</translation>
    </message>
    <message>
        <source>Edit the game&apos;s tags: event, players, ratings, date, result…</source>
        <translation>Die Tags der Partie bearbeiten: Turnier, Spieler, Wertungszahlen, Datum, Ergebnis…</translation>
    </message>
    <message>
        <source>&amp;What the Window Shows</source>
        <translation>&amp;Was das Fenster zeigt</translation>
    </message>
    <message>
        <source>Explain the evaluation bar, the analysis panel&apos;s figures, the charts and the symbols, with pictures</source>
        <translation>Erklärt den Bewertungsbalken, die Zahlen der Analyse, die Diagramme und die Symbole, mit Bildern</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>Das Panel %1 zeigen oder verbergen</translation>
    </message>
    <message>
        <source>&amp;Set Up Position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <source>Put pieces on a board of your own and start a new game from it</source>
        <translation>Figuren auf ein eigenes Brett stellen und von dort eine neue Partie beginnen</translation>
    </message>
    <message>
        <source>Play &amp;Invisible Chess…</source>
        <translation>Uns&amp;ichtbares Schach spielen…</translation>
    </message>
    <message>
        <source>Play the variant in which some pieces are invisible to the opponent, against the advisors of Bud et al.</source>
        <translation>Die Variante, in der einige Figuren für den Gegner unsichtbar sind, gegen die Berater von Bud et al. spielen</translation>
    </message>
    <message>
        <source>Interrupted Save</source>
        <translation>Unterbrochenes Speichern</translation>
    </message>
    <message>
        <source>Kibitz was stopped while it was saving %1 (%2). The file is as it was before that save.

The copy it was writing is still there, %3, and may hold edits that were never saved.</source>
        <translation>Kibitz wurde beim Speichern von %1 beendet (%2). Die Datei ist so, wie sie vor diesem Speichern war.

Die Kopie, die es schrieb, ist noch da, %3, und kann Änderungen enthalten, die nie gespeichert wurden.</translation>
    </message>
    <message>
        <source>&amp;Open the Copy</source>
        <translation>Kopie ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Delete the Copy</source>
        <translation>Kopie &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Keep It for Now</source>
        <translation>Vorerst &amp;behalten</translation>
    </message>
    <message>
        <source>Cannot delete %1.</source>
        <translation>%1 kann nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>%1 (recovered %2%3).%4</source>
        <translation>%1 (wiederhergestellt %2%3).%4</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>%1 kann nicht in %2 umbenannt werden.</translation>
    </message>
    <message>
        <source>Did not export to %1: the game would not be written as it is.</source>
        <translation>Nicht nach %1 exportiert: die Partie würde nicht so geschrieben, wie sie ist.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveContextMenu</name>
    <message>
        <source>good move</source>
        <translation>guter Zug</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>brilliant move</source>
        <translation>brillanter Zug</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>interesting move</source>
        <translation>interessanter Zug</translation>
    </message>
    <message>
        <source>dubious move</source>
        <translation>zweifelhafter Zug</translation>
    </message>
    <message>
        <source>equal position</source>
        <translation>ausgeglichene Stellung</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Weiß steht leicht besser</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Schwarz steht leicht besser</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Weiß steht besser</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Schwarz steht besser</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Weiß steht auf Gewinn</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Schwarz steht auf Gewinn</translation>
    </message>
    <message>
        <source>%1	%2</source>
        <translation>%1	%2</translation>
    </message>
    <message>
        <source>Mark the move with %1 (%2)</source>
        <translation>Den Zug mit %1 (%2) markieren</translation>
    </message>
    <message>
        <source>&amp;Remove Glyphs</source>
        <translation>Symbole &amp;entfernen</translation>
    </message>
    <message>
        <source>Remove every glyph (!, ?, ± …) from the move</source>
        <translation>Alle Symbole (!, ?, ± …) vom Zug entfernen</translation>
    </message>
    <message>
        <source>Edit &amp;Comment…</source>
        <translation>&amp;Kommentar bearbeiten…</translation>
    </message>
    <message>
        <source>Write or change the comment after the move</source>
        <translation>Den Kommentar nach dem Zug schreiben oder ändern</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>Variante &amp;hochstufen</translation>
    </message>
    <message>
        <source>Make this variation the main continuation at its branch</source>
        <translation>Diese Variante an ihrer Verzweigung zur Hauptfortsetzung machen</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>Variante &amp;löschen</translation>
    </message>
    <message>
        <source>Remove the variation this move belongs to</source>
        <translation>Die Variante löschen, zu der dieser Zug gehört</translation>
    </message>
    <message>
        <source>Delete &amp;From Here</source>
        <translation>&amp;Ab hier löschen</translation>
    </message>
    <message>
        <source>Remove this move and every move after it</source>
        <translation>Diesen Zug und alle folgenden Züge löschen</translation>
    </message>
    <message>
        <source>Add &amp;Glyph</source>
        <translation>&amp;Symbol hinzufügen</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Kommentar nach %1:</translation>
    </message>
    <message>
        <source>Edit Comment &amp;Before…</source>
        <translation>Kommentar &amp;vor dem Zug bearbeiten…</translation>
    </message>
    <message>
        <source>Write or change the comment before the move</source>
        <translation>Den Kommentar vor dem Zug schreiben oder ändern</translation>
    </message>
    <message>
        <source>Edit G&amp;ame Comment…</source>
        <translation>&amp;Partiekommentar bearbeiten…</translation>
    </message>
    <message>
        <source>Write or change the game&apos;s comment, before its first move</source>
        <translation>Den Kommentar der Partie vor ihrem ersten Zug schreiben oder ändern</translation>
    </message>
    <message>
        <source>Edit Comment Before Move</source>
        <translation>Kommentar vor dem Zug bearbeiten</translation>
    </message>
    <message>
        <source>Comment before %1:</source>
        <translation>Kommentar vor %1:</translation>
    </message>
    <message>
        <source>Edit Game Comment</source>
        <translation>Partiekommentar bearbeiten</translation>
    </message>
    <message>
        <source>Comment before the game&apos;s first move:</source>
        <translation>Kommentar vor dem ersten Zug der Partie:</translation>
    </message>
    <message>
        <source>Glyph %1 on %2</source>
        <translation>Symbol %1 an %2</translation>
    </message>
    <message>
        <source>Remove Glyph %1 from %2</source>
        <translation>Symbol %1 von %2 entfernen</translation>
    </message>
    <message>
        <source>Remove Glyphs from %1</source>
        <translation>Symbole von %1 entfernen</translation>
    </message>
    <message>
        <source>Comment on %1</source>
        <translation>Kommentar zu %1</translation>
    </message>
    <message>
        <source>Comment Before %1</source>
        <translation>Kommentar vor %1</translation>
    </message>
    <message>
        <source>Game Comment</source>
        <translation>Partiekommentar</translation>
    </message>
    <message>
        <source>Promote %1</source>
        <translation>%1 hochstufen</translation>
    </message>
    <message>
        <source>Delete Variation %1</source>
        <translation>Variante %1 löschen</translation>
    </message>
    <message>
        <source>Delete From %1</source>
        <translation>Ab %1 löschen</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTableModel</name>
    <message>
        <source>%1 exact</source>
        <translation>%1 exakt</translation>
    </message>
    <message>
        <source>Exact: the game is over after this move.</source>
        <translation>Exakt: Nach diesem Zug ist die Partie beendet.</translation>
    </message>
    <message>
        <source>Exact: the engine proved a mate.</source>
        <translation>Exakt: Die Engine hat ein Matt bewiesen.</translation>
    </message>
    <message>
        <source>An estimate from the engine&apos;s score: in strong play White wins %1 %, draws %2 % and loses %3 %.</source>
        <translation>Eine Schätzung aus der Bewertung der Engine: Bei starkem Spiel gewinnt Weiß zu %1 %, spielt zu %2 % remis und verliert zu %3 %.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>The legal moves; sorted by this column, best by the engine first</source>
        <translation>Die legalen Züge; nach dieser Spalte sortiert, der beste laut Engine zuerst</translation>
    </message>
    <message>
        <source>How many plies deep the engine searched the move</source>
        <translation>Wie viele Halbzüge tief die Engine den Zug berechnet hat</translation>
    </message>
    <message>
        <source>Exact: an endgame table has the position after this move.</source>
        <translation>Exakt: Eine Endspieltafel kennt die Stellung nach diesem Zug.</translation>
    </message>
    <message>
        <source>Michie&apos;s expected utility u = %1 (P(win) − P(loss) for White)</source>
        <translation>Michies Erwartungsnutzen u = %1 (P(Sieg) − P(Niederlage) für Weiß)</translation>
    </message>
    <message>
        <source>Likely</source>
        <translation>Wahrscheinlich</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Best play</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <source>How likely a player of this rating is to play the move (Michie&apos;s model of fallible play: the probability of the move)</source>
        <translation>Wie wahrscheinlich ein Spieler dieser Wertungszahl den Zug spielt (Michies Modell fehlbaren Spiels: die Wahrscheinlichkeit des Zuges)</translation>
    </message>
    <message>
        <source>White&apos;s expected score after the move when players of these ratings play on (win 1, draw ½): (1 + u) / 2, with Michie&apos;s expected utility u = P(win) − P(loss)</source>
        <translation>Die erwarteten Punkte von Weiß nach dem Zug, wenn Spieler dieser Wertungszahlen weiterspielen (Sieg 1, Remis ½): (1 + u) / 2, mit Michies Erwartungsnutzen u = P(Sieg) − P(Niederlage)</translation>
    </message>
    <message>
        <source>The engine&apos;s score for the move, in pawns from White&apos;s side; #n: White mates in n moves, #-n: Black mates</source>
        <translation>Die Bewertung des Zuges durch die Engine in Bauern aus Sicht von Weiß; #n: Weiß setzt in n Zügen matt, #-n: Schwarz setzt matt</translation>
    </message>
    <message>
        <source>The result with best play after the move, White&apos;s side: the game-theoretic value v (+1 White wins, 0 draw, −1 Black wins), exact when the game is over, a mate is proven or a table knows it, otherwise (≈) estimated from the engine&apos;s score as the annotations estimate it</source>
        <translation>Das Ergebnis bei bestem Spiel nach dem Zug, aus Sicht von Weiß: der spieltheoretische Wert v (+1 Weiß gewinnt, 0 Remis, −1 Schwarz gewinnt), exakt, wenn die Partie vorbei ist, ein Matt bewiesen ist oder eine Tabelle ihn kennt, sonst (≈) aus der Bewertung der Engine geschätzt, wie die Kommentare ihn schätzen</translation>
    </message>
    <message>
        <source>The suggested move (the arrow on the board): of the moves the engine rates within half a pawn of its best, the one with the best expected score at these strengths</source>
        <translation>Der vorgeschlagene Zug (der Pfeil auf dem Brett): von den Zügen, die die Engine höchstens einen halben Bauern schlechter als ihren besten bewertet, der mit dem besten erwarteten Ergebnis bei diesen Spielstärken</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveText</name>
    <message>
        <source>The text stops after %1 of the game&apos;s %2 moves. View → Moves as a Table shows them all.</source>
        <translation>Der Text endet nach %1 der %2 Züge der Partie. Ansicht → Züge als Tabelle zeigt alle.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTextView</name>
    <message>
        <source>Before the move: %1</source>
        <translation>Vor dem Zug: %1</translation>
    </message>
    <message>
        <source>After the move: %1</source>
        <translation>Nach dem Zug: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTreeModel</name>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Before the move: %1</source>
        <translation>Vor dem Zug: %1</translation>
    </message>
    <message>
        <source>After the move: %1</source>
        <translation>Nach dem Zug: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PiecePalette</name>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Eraser: click a piece on the board to take it off (a right click takes a piece off with any tool)</source>
        <translation>Radierer: ein Klick auf eine Figur nimmt sie vom Brett (ein Rechtsklick nimmt mit jedem Werkzeug eine Figur weg)</translation>
    </message>
    <message>
        <source>%1: click a square to put one there, click it again to take it off</source>
        <translation>%1: ein Klick auf ein Feld stellt eine dorthin, ein weiterer Klick nimmt sie wieder weg</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Weißer König</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Schwarzer König</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Weiße Dame</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Schwarze Dame</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Weißer Turm</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Schwarzer Turm</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Weißer Läufer</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Schwarzer Läufer</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Weißer Springer</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Schwarzer Springer</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Weißer Bauer</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Schwarzer Bauer</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerStrip</name>
    <message>
        <source>The time left on this player&apos;s clock after their last move, from the game&apos;s [%clk] comments (or its TimeControl tag before the first one)</source>
        <translation>Die Restzeit auf der Uhr dieses Spielers nach seinem letzten Zug, aus den [%clk]-Kommentaren der Partie (oder vor dem ersten aus ihrem TimeControl-Tag)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerSummaryView</name>
    <message>
        <source>Analyse the game to see a summary for each player.</source>
        <translation>Analysieren Sie die Partie, um eine Bilanz für jeden Spieler zu sehen.</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>How many moves Kibitz marked ?? (blunder), ? (mistake), ?! (dubious), !? (interesting), ! (good) and !! (brilliant).</source>
        <translation>Wie viele Züge Kibitz mit ?? (grober Fehler), ? (Fehler), ?! (zweifelhaft), !? (interessant), ! (gut) und !! (brillant) markiert hat.</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>Spielte wie</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>The game turned</source>
        <translation>Wendepunkte</translation>
    </message>
    <message>
        <source>The moves that lowered their player&apos;s chances the most, as the evaluations say: at most three, each at least a mistake&apos;s worth, none from the opening book. Click one to see the position.</source>
        <translation>Die Züge, die die Chancen ihres Spielers am stärksten senkten, wie es die Bewertungen sagen: höchstens drei, jeder mindestens so viel wert wie ein Fehler, keiner aus dem Eröffnungsbuch. Klicken Sie einen an, um die Stellung zu sehen.</translation>
    </message>
    <message>
        <source>never: no move lost as much as a mistake</source>
        <translation>nie: kein Zug verlor so viel wie ein Fehler</translation>
    </message>
    <message>
        <source>No move out of the opening book lowered its player&apos;s chances by a mistake&apos;s worth or more, as the evaluations say.</source>
        <translation>Kein Zug außerhalb des Eröffnungsbuchs senkte die Chancen seines Spielers um so viel wie ein Fehler oder mehr, wie es die Bewertungen sagen.</translation>
    </message>
    <message>
        <source>%1 expected points lost in %2 moves</source>
        <translation>%1 erwartete Punkte verloren in %2 Zügen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Estimated from %1 moves</source>
        <translation>Aus %1 Zügen geschätzt</translation>
    </message>
    <message>
        <source>too few moves (%1)</source>
        <translation>zu wenige Züge (%1)</translation>
    </message>
    <message>
        <source>A rating estimate needs at least %1 moves</source>
        <translation>Eine Schätzung der Elo-Zahl braucht mindestens %1 Züge</translation>
    </message>
    <message>
        <source>%1 took the evaluation from %2 to %3 (White&apos;s standpoint, in pawns). Click to go to this position.</source>
        <translation>%1 brachte die Bewertung von %2 auf %3 (aus Sicht von Weiß, in Bauern). Klicken, um zu dieser Stellung zu gehen.</translation>
    </message>
    <message>
        <source>The rating at which the moves of this game are most typical, with the range it lies in with 95% confidence; it needs at least %1 moves. Moves in positions already won or lost (by more than three pawns) do not count. 2900+ means at least 2900, the strongest play the model knows.</source>
        <translation>Die Wertung, zu der die Züge dieser Partie am besten passen, mit dem Bereich, in dem sie mit 95 % Sicherheit liegt; sie braucht mindestens %1 Züge. Züge in schon gewonnenen oder verlorenen Stellungen (mehr als drei Bauern) zählen nicht. 2900+ heißt mindestens 2900, das stärkste Spiel, das das Modell kennt.</translation>
    </message>
    <message>
        <source>How much of a point each player gave away with their moves, added up over the game: each move out of the opening book counts how far it lowered the player&apos;s expected score, at their strength, below what the position promised them. Book moves are theory and count nothing. 0.50 is half a point.</source>
        <translation>Wie viel von einem Punkt jeder Spieler mit seinen Zügen verschenkt hat, über die Partie zusammengezählt: jeder Zug außerhalb des Eröffnungsbuchs zählt, wie weit er die erwarteten Punkte des Spielers bei seiner Spielstärke unter das gesenkt hat, was die Stellung ihm versprach. Buchzüge sind Theorie und zählen nicht. 0,50 ist ein halber Punkt.</translation>
    </message>
    <message>
        <source>Analysing the game: the summary for each player comes when every position is done.</source>
        <translation>Die Partie wird analysiert: die Übersicht für jeden Spieler kommt, wenn jede Stellung fertig ist.</translation>
    </message>
    <message>
        <source>%1 expected points lost in %2 moves out of the opening book (its %3 book moves are theory, not judged)</source>
        <translation>%1 erwartete Punkte verloren in %2 Zügen außerhalb des Eröffnungsbuchs (seine %3 Buchzüge sind Theorie und werden nicht bewertet)</translation>
    </message>
    <message>
        <source>never: every move is from the opening book</source>
        <translation>nie: jeder Zug stammt aus dem Eröffnungsbuch</translation>
    </message>
    <message>
        <source>Every move of the game is opening theory (the ECO book), which Kibitz names but does not judge.</source>
        <translation>Jeder Zug der Partie ist Eröffnungstheorie (das ECO-Buch), die Kibitz benennt, aber nicht bewertet.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlyChart</name>
    <message>
        <source>ply</source>
        <translation>Halbzug</translation>
    </message>
    <message>
        <source>current position</source>
        <translation>aktuelle Stellung</translation>
    </message>
    <message>
        <source>Across: the plies (half-moves) from the start. Click a point to go to that position.</source>
        <translation>Waagrecht: die Halbzüge seit dem Anfang. Auf einen Punkt klicken, um zu dieser Stellung zu gehen.</translation>
    </message>
    <message>
        <source>annotated moves</source>
        <translation>kommentierte Züge</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ProgressIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop this job</source>
        <translation>Diesen Vorgang abbrechen</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PromotionChooser</name>
    <message>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <source>Choose the piece the pawn becomes: queen, rook, bishop or knight. Escape cancels the move.</source>
        <translation>Die Figur wählen, in die sich der Bauer umwandelt: Dame, Turm, Läufer oder Springer. Escape bricht den Zug ab.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ReadErrorsDialog</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Double-click a game to go to it</source>
        <translation>Doppelklick auf eine Partie wechselt zu ihr</translation>
    </message>
    <message>
        <source>Read Errors — %1</source>
        <translation>Lesefehler — %1</translation>
    </message>
    <message>
        <source>No game of %1 has a problem so far; the file is still being checked.</source>
        <translation>Bisher hat keine Partie von %1 ein Problem; die Datei wird noch geprüft.</translation>
    </message>
    <message>
        <source>Every game of %1 was read to its end.</source>
        <translation>Jede Partie von %1 wurde bis zum Ende gelesen.</translation>
    </message>
    <message>
        <source>Games of %1 that could not be read to their end: %2. Each is shown as far as it was read.</source>
        <translation>Partien von %1, die nicht bis zum Ende gelesen werden konnten: %2. Jede wird so weit gezeigt, wie sie gelesen wurde.</translation>
    </message>
    <message>
        <source>The file is still being checked.</source>
        <translation>Die Datei wird noch geprüft.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ScreenshotJob</name>
    <message>
        <source>Cannot write %1: the folder does not exist or is not writable.</source>
        <translation>%1 kann nicht geschrieben werden: Der Ordner existiert nicht oder ist nicht beschreibbar.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Wrote %1 (%2x%3)</source>
        <translation>%1 geschrieben (%2x%3)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SettingsController</name>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <source>Change the analysis, the annotations and the appearance</source>
        <translation>Analyse, Kommentierung und Darstellung anpassen</translation>
    </message>
    <message>
        <source>The language changes the next time Kibitz starts</source>
        <translation>Die Sprache ändert sich beim nächsten Start von Kibitz</translation>
    </message>
    <message>
        <source>The value engine %1 could not be started: the built-in engine values instead. Check it in Settings.</source>
        <translation>Die Bewertungs-Engine %1 konnte nicht gestartet werden: stattdessen bewertet die eingebaute Engine. Bitte in den Einstellungen prüfen.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>A&amp;nnotation</source>
        <translation>&amp;Kommentierung</translation>
    </message>
    <message>
        <source>A&amp;ppearance</source>
        <translation>&amp;Darstellung</translation>
    </message>
    <message>
        <source>Put every setting on every tab back to Kibitz&apos;s defaults</source>
        <translation>Alle Einstellungen auf allen Registerkarten auf die Standardwerte von Kibitz zurücksetzen</translation>
    </message>
    <message>
        <source>Look-ahead tree of each position</source>
        <translation>Vorausschau-Baum jeder Stellung</translation>
    </message>
    <message>
        <source>Principal search:</source>
        <translation>Hauptsuche:</translation>
    </message>
    <message>
        <source>Nodes of the search that scores every legal move of the position. A larger search sees deeper tactics and scores the moves more reliably; each position takes longer in proportion.</source>
        <translation>Knoten der Suche, die jeden legalen Zug der Stellung bewertet. Eine größere Suche sieht tiefere Taktik und bewertet die Züge zuverlässiger; jede Stellung dauert entsprechend länger.</translation>
    </message>
    <message>
        <source>Search per leaf:</source>
        <translation>Suche pro Blatt:</translation>
    </message>
    <message>
        <source>Nodes of each search that expands a position further down the tree, where the players are likely to go. Larger: the replies there are judged better; each expansion takes longer.</source>
        <translation>Knoten jeder Suche, die eine Stellung weiter unten im Baum erweitert, wohin die Spieler wahrscheinlich gehen. Größer: Die Antwortzüge dort werden besser beurteilt; jede Erweiterung dauert länger.</translation>
    </message>
    <message>
        <source> bits</source>
        <translation> Bit</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>Budget:</translation>
    </message>
    <message>
        <source>How unlikely a line may be and still be looked into: lines that the modelled players reach with a probability of at least 2^-bits are expanded. Each bit more lets in lines half as likely: a wider tree, better judged chances and tension, for more time.</source>
        <translation>Wie unwahrscheinlich eine Variante sein darf, um noch untersucht zu werden: Varianten, die die modellierten Spieler mit einer Wahrscheinlichkeit von mindestens 2^-Bit erreichen, werden erweitert. Jedes Bit mehr lässt halb so wahrscheinliche Varianten zu: ein breiterer Baum, besser beurteilte Chancen und Spannung, für mehr Zeit.</translation>
    </message>
    <message>
        <source> leaves</source>
        <translation> Blätter</translation>
    </message>
    <message>
        <source>Expansions at most:</source>
        <translation>Höchstens Erweiterungen:</translation>
    </message>
    <message>
        <source>Leaves expanded per position at most, whatever the budget: a cap on the time one position can take.</source>
        <translation>Höchstzahl erweiterter Blätter pro Stellung, unabhängig vom Budget: eine Obergrenze für die Zeit, die eine Stellung dauern kann.</translation>
    </message>
    <message>
        <source>Model of the players</source>
        <translation>Modell der Spieler</translation>
    </message>
    <message>
        <source>Fitted to human games (default)</source>
        <translation>An Partien von Menschen angepasst (Standard)</translation>
    </message>
    <message>
        <source>Michie&apos;s constants (1981)</source>
        <translation>Michies Konstanten (1981)</translation>
    </message>
    <message>
        <source>Players&apos; choices:</source>
        <translation>Zugwahl der Spieler:</translation>
    </message>
    <message>
        <source>How likely a player of a given rating is to choose each move: it decides which lines the tree looks into and how much each reply counts. Fitted to human games: the constants that best predict the moves played in real games. Michie&apos;s constants: his original c = 3 and merit = Elo / 1000.</source>
        <translation>Wie wahrscheinlich ein Spieler einer bestimmten Wertung jeden Zug wählt: Das entscheidet, welche Varianten der Baum untersucht und wie viel jede Antwort zählt. An Partien von Menschen angepasst: die Konstanten, die die in echten Partien gespielten Züge am besten vorhersagen. Michies Konstanten: seine ursprünglichen c = 3 und Merit = Elo / 1000.</translation>
    </message>
    <message>
        <source>Human play at the players&apos; ratings (default)</source>
        <translation>Menschliches Spiel nach Wertung (Standard)</translation>
    </message>
    <message>
        <source>Engine self-play (engine games)</source>
        <translation>Engine gegen sich selbst (Engine-Partien)</translation>
    </message>
    <message>
        <source>Values at the horizon:</source>
        <translation>Bewertung am Horizont:</translation>
    </message>
    <message>
        <source>How the positions where the tree stops are turned into chances of a win, a draw and a loss. Human play: the chances in real games between players of these ratings, where the same engine score is worth more between strong players than between weak ones. Engine self-play: the chances when the built-in engine plays itself, the same at every rating; for games between engines.</source>
        <translation>Wie die Stellungen, an denen der Baum endet, zu Chancen auf Sieg, Remis und Niederlage werden. Menschliches Spiel: die Chancen in echten Partien zwischen Spielern dieser Wertungen, in denen dieselbe Engine-Bewertung zwischen starken Spielern mehr wert ist als zwischen schwachen. Engine gegen sich selbst: die Chancen, wenn die eingebaute Engine gegen sich selbst spielt, bei jeder Wertung gleich; für Partien zwischen Engines.</translation>
    </message>
    <message>
        <source>Value of each position</source>
        <translation>Wert jeder Stellung</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Value search:</source>
        <translation>Wertsuche:</translation>
    </message>
    <message>
        <source>Nodes of a last search of the best line alone, deeper than the principal search, that values each position: whether it is won, drawn or lost with best play, and the score written as [%eval]. It decides whether a move threw away the result (? and ??). None: the principal search&apos;s value.</source>
        <translation>Knoten einer letzten Suche allein in der besten Variante, tiefer als die Hauptsuche, die jede Stellung bewertet: ob sie bei bestem Spiel gewonnen, remis oder verloren ist, und die als [%eval] geschriebene Bewertung. Sie entscheidet, ob ein Zug das Ergebnis verspielt hat (? und ??). Keine: der Wert der Hauptsuche.</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Eingebaute Engine</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program file</source>
        <translation>Die Programmdatei der Engine wählen</translation>
    </message>
    <message>
        <source>Value engine:</source>
        <translation>Wert-Engine:</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>All cores (%1)</source>
        <translation>Alle Kerne (%1)</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>Positions analysed at the same time. All cores is fastest; fewer leave the computer free for other work. The results are the same either way.</source>
        <translation>Gleichzeitig analysierte Stellungen. Alle Kerne ist am schnellsten; weniger lassen den Computer frei für andere Arbeit. Die Ergebnisse sind in jedem Fall gleich.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source> Elo</source>
        <translation> Elo</translation>
    </message>
    <message>
        <source>Default strength:</source>
        <translation>Standard-Spielstärke:</translation>
    </message>
    <message>
        <source>The strength of a player whose game has no rating tag (WhiteElo, BlackElo): the model plays like a player of this rating (merit = Elo / 1000; 0 plays at random).</source>
        <translation>Die Spielstärke eines Spielers, dessen Partie kein Wertungs-Tag hat (WhiteElo, BlackElo): Das Modell spielt wie ein Spieler dieser Wertung (Merit = Elo / 1000; 0 spielt zufällig).</translation>
    </message>
    <message>
        <source>Move symbols and assessments</source>
        <translation>Zugsymbole und Stellungsbewertungen</translation>
    </message>
    <message>
        <source>u is the expected outcome between players of the given strengths, from -1 (Black wins) to +1 (White wins).</source>
        <translation>u ist das erwartete Ergebnis zwischen Spielern der angegebenen Spielstärken, von -1 (Schwarz gewinnt) bis +1 (Weiß gewinnt).</translation>
    </message>
    <message>
        <source>u: the expected outcome, from -1 (Black wins) to +1 (White wins)</source>
        <translation>u: das erwartete Ergebnis, von -1 (Schwarz gewinnt) bis +1 (Weiß gewinnt)</translation>
    </message>
    <message>
        <source>Small:</source>
        <translation>Klein:</translation>
    </message>
    <message>
        <source>A move that lowers u by this much or more is dubious (?!); one that raises it as much in a difficult position is good (!). From this |u| on a side stands slightly better (⩲ ⩱). Smaller: more symbols.</source>
        <translation>Ein Zug, der u um so viel oder mehr senkt, ist zweifelhaft (?!); einer, der es in einer schwierigen Stellung ebenso stark hebt, ist gut (!). Ab diesem |u| steht eine Seite leicht besser (⩲ ⩱). Kleiner: mehr Symbole.</translation>
    </message>
    <message>
        <source>Large:</source>
        <translation>Groß:</translation>
    </message>
    <message>
        <source>A move that throws away the result and lowers u by this much is a blunder (??), not a mistake (?); one that raises u as much without losing is brilliant (!!). From this |u| on a side has a clear advantage (± ∓).</source>
        <translation>Ein Zug, der das Ergebnis verspielt und u um so viel senkt, ist ein grober Fehler (??), kein Fehler (?); einer, der u ebenso stark hebt, ohne zu verlieren, ist brillant (!!). Ab diesem |u| hat eine Seite klaren Vorteil (± ∓).</translation>
    </message>
    <message>
        <source>Decisive:</source>
        <translation>Entscheidend:</translation>
    </message>
    <message>
        <source>From this |u| on a side&apos;s advantage is decisive (+− −+).</source>
        <translation>Ab diesem |u| ist der Vorteil einer Seite entscheidend (+− −+).</translation>
    </message>
    <message>
        <source>Hysteresis:</source>
        <translation>Hysterese:</translation>
    </message>
    <message>
        <source>How far u may leave its band before the assessment changes, so that a u wavering on a boundary does not bring a new assessment at every move.</source>
        <translation>Wie weit u sein Band verlassen darf, bevor sich die Bewertung ändert, damit ein an einer Grenze schwankendes u nicht bei jedem Zug eine neue Bewertung bringt.</translation>
    </message>
    <message>
        <source>Tension low:</source>
        <translation>Spannung niedrig:</translation>
    </message>
    <message>
        <source>A balanced position this tense or less is lifeless: neither side is likely to win.</source>
        <translation>Eine ausgeglichene Stellung mit so viel Spannung oder weniger ist leblos: Keine Seite wird wahrscheinlich gewinnen.</translation>
    </message>
    <message>
        <source>Tension high:</source>
        <translation>Spannung hoch:</translation>
    </message>
    <message>
        <source>A position this tense or more is full of tension: a decisive result is likely.</source>
        <translation>Eine Stellung mit so viel Spannung oder mehr ist voller Spannung: Ein entschiedenes Ergebnis ist wahrscheinlich.</translation>
    </message>
    <message>
        <source>Win probability:</source>
        <translation>Gewinnwahrscheinlichkeit:</translation>
    </message>
    <message>
        <source>An undecided position counts as won (lost) when the probability of a win (loss) that a model of strong play gives its score is at least this. Higher: fewer positions count as won, fewer moves as ? and ??.</source>
        <translation>Eine unentschiedene Stellung gilt als gewonnen (verloren), wenn die Gewinnwahrscheinlichkeit (Verlustwahrscheinlichkeit), die ein Modell starken Spiels ihrer Bewertung zuordnet, mindestens so groß ist. Höher: weniger Stellungen gelten als gewonnen, weniger Züge als ? und ??.</translation>
    </message>
    <message>
        <source>Value drop:</source>
        <translation>Wertverlust:</translation>
    </message>
    <message>
        <source>A move throws away the result (? or ??) when it lowers the expected value w - l of that model by this much or more. Smaller: more ? and ??.</source>
        <translation>Ein Zug verspielt das Ergebnis (? oder ??), wenn er den Erwartungswert w - l dieses Modells um so viel oder mehr senkt. Kleiner: mehr ? und ??.</translation>
    </message>
    <message>
        <source>Inaccuracy drop:</source>
        <translation>Ungenauigkeitsverlust:</translation>
    </message>
    <message>
        <source>A move that keeps the result is an inaccuracy (?!) only when it lowers the practical chances and the expected value w - l of that model by this much or more. 0: the practical chances alone decide. Smaller: more ?!.</source>
        <translation>Ein Zug, der das Ergebnis hält, ist nur dann eine Ungenauigkeit (?!), wenn er die praktischen Chancen und den Erwartungswert w - l dieses Modells um so viel oder mehr senkt. 0: die praktischen Chancen allein entscheiden. Kleiner: mehr ?!.</translation>
    </message>
    <message>
        <source>Written into the game</source>
        <translation>In die Partie geschrieben</translation>
    </message>
    <message>
        <source>The engine&apos;s score after every move ([%eval])</source>
        <translation>Die Bewertung der Engine nach jedem Zug ([%eval])</translation>
    </message>
    <message>
        <source>The preferred move after ?, ?? and ?! as a variation</source>
        <translation>Den besseren Zug nach ?, ?? und ?! als Variante</translation>
    </message>
    <message>
        <source>After a weak move, the move the model prefers, with the engine&apos;s continuation</source>
        <translation>Nach einem schwachen Zug der Zug, den das Modell vorzieht, mit der Fortsetzung der Engine</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>The language of the menus and of the annotations&apos; words. System: the language of the desktop, where Kibitz has it, else English.</source>
        <translation>Die Sprache der Menüs und der Wörter in den Kommentaren. System: die Sprache der Arbeitsumgebung, sofern Kibitz sie beherrscht, sonst Englisch.</translation>
    </message>
    <message>
        <source>The language changes when Kibitz is started again.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von Kibitz.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Figuren:</translation>
    </message>
    <message>
        <source>The set of pieces the board is drawn with</source>
        <translation>Der Figurensatz, mit dem das Brett gezeichnet wird</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> Knoten</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Eine UCI-Engine wählen</translation>
    </message>
    <message>
        <source>The thresholds must be in order: small ≤ large ≤ decisive.</source>
        <translation>Die Schwellen müssen geordnet sein: klein ≤ groß ≤ entscheidend.</translation>
    </message>
    <message>
        <source>Tension low must not exceed tension high.</source>
        <translation>Spannung niedrig darf Spannung hoch nicht übersteigen.</translation>
    </message>
    <message>
        <source>The inaccuracy drop must not exceed the value drop.</source>
        <translation>Der Ungenauigkeitsverlust darf den Wertverlust nicht übersteigen.</translation>
    </message>
    <message>
        <source>Opening theory</source>
        <translation>Eröffnungstheorie</translation>
    </message>
    <message>
        <source>Opening book:</source>
        <translation>Eröffnungsbuch:</translation>
    </message>
    <message>
        <source>Choose an ECO file</source>
        <translation>Eine ECO-Datei wählen</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>An ECO file in pgn-extract&apos;s format (Debian&apos;s pgn-extract installs /usr/share/pgn-extract/eco.pgn). Its openings are named above the moves and in the annotated game&apos;s tags; moves it knows get no move symbol. Empty: no book.</source>
        <translation>Eine ECO-Datei im Format von pgn-extract (Debians pgn-extract installiert /usr/share/pgn-extract/eco.pgn). Ihre Eröffnungen werden über den Zügen und in den Tags der kommentierten Partie genannt; Züge, die sie kennt, erhalten kein Zugsymbol. Leer: kein Buch.</translation>
    </message>
    <message>
        <source>Endgame tables:</source>
        <translation>Endspieltafeln:</translation>
    </message>
    <message>
        <source>Choose a folder of Syzygy tables</source>
        <translation>Einen Ordner mit Syzygy-Tafeln wählen</translation>
    </message>
    <message>
        <source>Folders of Syzygy endgame tables (.rtbw and .rtbz files), separated by &apos;:&apos;. A position in them gets its exact value, won, drawn or lost, under the 50-move rule. Empty: none.</source>
        <translation>Ordner mit Syzygy-Endspieltafeln (.rtbw- und .rtbz-Dateien), getrennt durch &apos;:&apos;. Eine Stellung darin erhält ihren exakten Wert, gewonnen, remis oder verloren, nach der 50-Züge-Regel. Leer: keine.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <source>Squares:</source>
        <translation>Felder:</translation>
    </message>
    <message>
        <source>The colours of the board&apos;s squares</source>
        <translation>Die Farben der Felder des Bretts</translation>
    </message>
    <message>
        <source>Engine &amp;Lines</source>
        <translation>Engine-&amp;Linien</translation>
    </message>
    <message>
        <source>The engine of the live lines</source>
        <translation>Die Engine der Live-Linien</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>The UCI engine (e.g. /usr/games/stockfish, or a command line with its arguments) whose best lines the Analysis panel shows. Empty: the built-in engine. Its own options are set with Options… over the lines.</source>
        <translation>Die UCI-Engine (z. B. /usr/games/stockfish oder eine Befehlszeile mit Argumenten), deren beste Linien das Analyse-Panel zeigt. Leer: die eingebaute Engine. Ihre eigenen Optionen werden mit Optionen… über den Linien gesetzt.</translation>
    </message>
    <message>
        <source>Engine threads:</source>
        <translation>Engine-Threads:</translation>
    </message>
    <message>
        <source>The engine&apos;s threads (UCI Threads). The lines wait while the game is analysed, so they never take cores from the analysis.</source>
        <translation>Die Threads der Engine (UCI Threads). Die Linien warten, während die Partie analysiert wird, und nehmen der Analyse so nie Kerne weg.</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Engine hash:</source>
        <translation>Engine-Hash:</translation>
    </message>
    <message>
        <source>The engine&apos;s hash table (UCI Hash).</source>
        <translation>Die Hashtabelle der Engine (UCI Hash).</translation>
    </message>
    <message>
        <source>Until stopped</source>
        <translation>Bis zum Stopp</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Each position:</source>
        <translation>Jede Stellung:</translation>
    </message>
    <message>
        <source>How long the engine looks at each position: until another is shown, to a depth, for a number of nodes, or for some seconds.</source>
        <translation>Wie lange die Engine jede Stellung betrachtet: bis eine andere gezeigt wird, bis zu einer Tiefe, für eine Zahl von Knoten oder einige Sekunden.</translation>
    </message>
    <message>
        <source>Search again, deeper</source>
        <translation>Erneut suchen, tiefer</translation>
    </message>
    <message>
        <source>Doubtful moves:</source>
        <translation>Zweifelhafte Züge:</translation>
    </message>
    <message>
        <source>Where a move seems to throw away part of the result, value the positions before and after it again with a search ten times as large, and where it still seems to lose more than an inaccuracy but less than a mistake, five times larger again: surer ? and ?? for a little more time (in games with many errors about twice as much). Off: every position is valued once.</source>
        <translation>Wo ein Zug einen Teil des Ergebnisses zu verschenken scheint, die Stellungen davor und danach mit einer zehnmal so großen Suche erneut bewerten, und wo er dann immer noch mehr als eine Ungenauigkeit, aber weniger als einen Fehler zu verlieren scheint, noch einmal fünfmal so groß: sicherere ? und ?? für etwas mehr Zeit (in Partien mit vielen Fehlern etwa doppelt so viel). Aus: jede Stellung wird einmal bewertet.</translation>
    </message>
    <message>
        <source>A UCI engine (e.g. /usr/games/stockfish) does the value search instead of the built-in engine, one process per thread, with Threads 1 and Hash 64. Empty: the built-in engine.</source>
        <translation>Eine UCI-Engine (z. B. /usr/games/stockfish) übernimmt die Wertsuche anstelle der eingebauten Engine, ein Prozess pro Thread, mit Threads 1 und Hash 64. Leer: die eingebaute Engine.</translation>
    </message>
    <message>
        <source>Only-move gap:</source>
        <translation>Abstand zum einzigen Zug:</translation>
    </message>
    <message>
        <source>A quiet pawn move (no capture) that the engine scores best gets ! as the only move that keeps the advantage when every other move would lower the expected value w - l by this much or more: from move %1, for a side that is better but has not yet won. It costs one more search where the game plays such a move. 0: no such !.</source>
        <translation>Ein ruhiger Bauernzug (ohne Schlagen), den die Engine am besten bewertet, erhält ! als einziger Zug, der den Vorteil hält, wenn jeder andere Zug den Erwartungswert w - l um so viel oder mehr senken würde: ab Zug %1, für eine Seite, die besser steht, aber noch nicht gewonnen hat. Das kostet eine weitere Suche, wo die Partie einen solchen Zug spielt. 0: kein solches !.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SetupDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>The position as FEN. It follows the board; type or paste a FEN here to set up the board from it</source>
        <translation>Die Stellung als FEN. Sie folgt dem Brett; eine hier getippte oder eingefügte FEN baut das Brett danach auf</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>FE&amp;N:</translation>
    </message>
    <message>
        <source>Start a new game from this position</source>
        <translation>Eine neue Partie von dieser Stellung beginnen</translation>
    </message>
    <message>
        <source>Close without changing the game</source>
        <translation>Schließen, ohne die Partie zu ändern</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece there; drag a piece to move it, or off the board to take it off; right-click a piece to take it off</source>
        <translation>Ein Klick auf ein Feld stellt die gewählte Figur dorthin; eine Figur ziehen, um sie zu versetzen, oder vom Brett, um sie wegzunehmen; Rechtsklick auf eine Figur nimmt sie weg</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>Put all the pieces on their squares for a new game</source>
        <translation>Alle Figuren für eine neue Partie auf ihre Felder stellen</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>Take every piece off the board</source>
        <translation>Alle Figuren vom Brett nehmen</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>See the board from the other side; the position stays as it is</source>
        <translation>Das Brett von der anderen Seite sehen; die Stellung bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Seite am Zug</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>White plays the next move</source>
        <translation>Weiß spielt den nächsten Zug</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>Black plays the next move</source>
        <translation>Schwarz spielt den nächsten Zug</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Rochade</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Weiß O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Weiß O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Schwarz O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Schwarz O-O-O</translation>
    </message>
    <message>
        <source>White may still castle short: the white king on e1 and the rook on h1 have not moved</source>
        <translation>Weiß darf noch kurz rochieren: der weiße König auf e1 und der Turm auf h1 haben nicht gezogen</translation>
    </message>
    <message>
        <source>White may still castle long: the white king on e1 and the rook on a1 have not moved</source>
        <translation>Weiß darf noch lang rochieren: der weiße König auf e1 und der Turm auf a1 haben nicht gezogen</translation>
    </message>
    <message>
        <source>Black may still castle short: the black king on e8 and the rook on h8 have not moved</source>
        <translation>Schwarz darf noch kurz rochieren: der schwarze König auf e8 und der Turm auf h8 haben nicht gezogen</translation>
    </message>
    <message>
        <source>Black may still castle long: the black king on e8 and the rook on a8 have not moved</source>
        <translation>Schwarz darf noch lang rochieren: der schwarze König auf e8 und der Turm auf a8 haben nicht gezogen</translation>
    </message>
    <message>
        <source>The square a pawn has just skipped with a two-square move, when a pawn of the side to move can take it en passant</source>
        <translation>Das Feld, das ein Bauer gerade mit einem Doppelschritt übersprungen hat, wenn ein Bauer der Seite am Zug ihn en passant schlagen kann</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;En passant:</translation>
    </message>
    <message>
        <source>Moves by either side since the last capture or pawn move, for the fifty-move rule</source>
        <translation>Züge beider Seiten seit dem letzten Schlag- oder Bauernzug, für die 50-Züge-Regel</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Halbzugzähler:</translation>
    </message>
    <message>
        <source>The number of the move to be played, as the score sheet counts it</source>
        <translation>Die Nummer des nächsten Zuges, wie das Partieformular zählt</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Zugnummer:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Weiß am Zug.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Schwarz am Zug.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::StrengthControls</name>
    <message>
        <source>From the game&apos;s tags</source>
        <translation>Aus den Tags der Partie</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>White&apos;s strength as an Elo rating: the model&apos;s White plays like a player of this rating (merit = Elo / 1000; 0 plays at random)</source>
        <translation>Die Spielstärke von Weiß als Elo-Zahl: Weiß spielt im Modell wie ein Spieler dieser Wertung (Merit = Elo / 1000; 0 spielt zufällig)</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>Black&apos;s strength as an Elo rating: the model&apos;s Black plays like a player of this rating (merit = Elo / 1000; 0 plays at random)</source>
        <translation>Die Spielstärke von Schwarz als Elo-Zahl: Schwarz spielt im Modell wie ein Spieler dieser Wertung (Merit = Elo / 1000; 0 spielt zufällig)</translation>
    </message>
    <message>
        <source>Take the strengths from the game&apos;s WhiteElo and BlackElo tags (%1 where a tag is missing)</source>
        <translation>Die Spielstärken aus den Tags WhiteElo und BlackElo der Partie übernehmen (%1, wo ein Tag fehlt)</translation>
    </message>
    <message>
        <source> Elo</source>
        <translation> Elo</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TagsDialog</name>
    <message>
        <source>Game Tags</source>
        <translation>Partie-Tags</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>Tag &amp;hinzufügen</translation>
    </message>
    <message>
        <source>A new tag, e.g. Annotator, WhiteElo or TimeControl</source>
        <translation>Ein neuer Tag, z. B. Annotator, WhiteElo oder TimeControl</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>Tag &amp;entfernen</translation>
    </message>
    <message>
        <source>Row %1: the tag name &quot;%2&quot; may hold only letters, digits and underscores (PGN standard 8.1.1).</source>
        <translation>Zeile %1: der Tag-Name „%2“ darf nur Buchstaben, Ziffern und Unterstriche enthalten (PGN-Standard 8.1.1).</translation>
    </message>
    <message>
        <source>Row %1: the game has a %2 tag already.</source>
        <translation>Zeile %1: die Partie hat schon einen Tag %2.</translation>
    </message>
    <message>
        <source>Row %1: a tag&apos;s value must be on one line.</source>
        <translation>Zeile %1: der Wert eines Tags muss in einer Zeile stehen.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TextFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::UciLines</name>
    <message>
        <source>The engine “%1” could not be started: %2</source>
        <translation>Die Engine „%1“ konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>The engine “%1” stopped: it crashed or was killed</source>
        <translation>Die Engine „%1“ hat aufgehört: sie ist abgestürzt oder wurde beendet</translation>
    </message>
    <message>
        <source>The engine “%1” stopped (exit code %2)</source>
        <translation>Die Engine „%1“ hat aufgehört (Exit-Code %2)</translation>
    </message>
    <message>
        <source>The engine “%1” did not answer as a UCI engine</source>
        <translation>Die Engine „%1“ hat nicht als UCI-Engine geantwortet</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Kibitz: annotates chess games like a commentator.</source>
        <translation>Kibitz: kommentiert Schachpartien wie ein Kommentator.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Eine zu öffnende PGN-Datei.</translation>
    </message>
    <message>
        <source>Open the game, annotate it, write a PNG picture of the window to &lt;image&gt; and exit.</source>
        <translation>Die Partie öffnen, kommentieren, ein PNG-Bild des Fensters nach &lt;image&gt; schreiben und beenden.</translation>
    </message>
    <message>
        <source>The window&apos;s size for --screenshot (default 1600x1000).</source>
        <translation>Die Fenstergröße für --screenshot (Standard 1600x1000).</translation>
    </message>
    <message>
        <source>The ply shown by --screenshot (default: the middle).</source>
        <translation>Der von --screenshot gezeigte Halbzug (Standard: die Mitte).</translation>
    </message>
    <message>
        <source>Nodes of each position&apos;s principal search, for tests: the leaf searches get a twentieth, the value search as many, on one thread. The settings&apos; budget otherwise.</source>
        <translation>Knoten der Hauptsuche jeder Stellung, für Tests: Die Blattsuchen erhalten ein Zwanzigstel, die Wertsuche ebenso viele, auf einem Thread. Sonst das Budget der Einstellungen.</translation>
    </message>
</context>
</TS>
