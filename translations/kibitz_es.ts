<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>kibitz::CoreMessages</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>A list of squares: &quot;b1 and f3&quot;. %2 may be a list itself (see &quot;%1, %2&quot;).</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The head of a list of squares: &quot;a1, b2 and c3&quot; is &quot;%1, %2&quot; with %2 = &quot;b2 and c3&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: %2</source>
        <extracomment>%1 is a column number in the FEN text, %2 the error in that field.</extracomment>
        <translation>campo FEN 1 (colocación de las piezas), columna %1: %2</translation>
    </message>
    <message>
        <source>FEN field 2 (side to move), column %1: %2</source>
        <translation>campo FEN 2 (bando que juega), columna %1: %2</translation>
    </message>
    <message>
        <source>FEN field 3 (castling rights), column %1: %2</source>
        <translation>campo FEN 3 (derechos de enroque), columna %1: %2</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant square), column %1: %2</source>
        <translation>campo FEN 4 (casilla al paso), columna %1: %2</translation>
    </message>
    <message>
        <source>FEN field 5 (halfmove clock), column %1: %2</source>
        <translation>campo FEN 5 (contador de medias jugadas), columna %1: %2</translation>
    </message>
    <message>
        <source>FEN field 6 (fullmove number), column %1: %2</source>
        <translation>campo FEN 6 (número de jugada), columna %1: %2</translation>
    </message>
    <message>
        <source>the FEN is empty</source>
        <translation>la FEN está vacía</translation>
    </message>
    <message>
        <source>the side to move (&apos;w&apos; or &apos;b&apos;) is missing</source>
        <translation>falta el bando que juega (&apos;w&apos; o &apos;b&apos;)</translation>
    </message>
    <message>
        <source>the castling rights (&apos;-&apos; if none) are missing</source>
        <translation>faltan los derechos de enroque (&apos;-&apos; si no hay ninguno)</translation>
    </message>
    <message>
        <source>the en passant square (&apos;-&apos; if none) is missing</source>
        <translation>falta la casilla al paso (&apos;-&apos; si no hay ninguna)</translation>
    </message>
    <message>
        <source>unexpected text after the fullmove number: &apos;%1&apos;</source>
        <translation>texto inesperado tras el número de jugada: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>rank %1 describes only %2 squares (8 needed)</source>
        <extracomment>%1 is a rank number (1-8), %2 the number of squares (0-7) the FEN gives it.</extracomment>
        <translation>la fila %1 solo describe %2 de las 8 casillas</translation>
    </message>
    <message>
        <source>rank %1 describes more than 8 squares</source>
        <translation>la fila %1 describe más de 8 casillas</translation>
    </message>
    <message>
        <source>more than 8 ranks</source>
        <translation>más de 8 filas</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (pieces are PNBRQK and pnbrqk, empty squares 1-8, ranks end with &apos;/&apos;)</source>
        <translation>carácter inesperado &apos;%1&apos; (las piezas son PNBRQK y pnbrqk, las casillas vacías 1-8, las filas terminan en &apos;/&apos;)</translation>
    </message>
    <message>
        <source>only %1 ranks (8 needed)</source>
        <translation>solo %1 de las 8 filas</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>las blancas no tienen rey</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>las negras no tienen rey</translation>
    </message>
    <message>
        <source>White has %1 kings</source>
        <translation>las blancas tienen %1 reyes</translation>
    </message>
    <message>
        <source>Black has %1 kings</source>
        <translation>las negras tienen %1 reyes</translation>
    </message>
    <message>
        <source>White has %1 pawns (at most 8)</source>
        <translation>las blancas tienen %1 peones (8 como máximo)</translation>
    </message>
    <message>
        <source>Black has %1 pawns (at most 8)</source>
        <translation>las negras tienen %1 peones (8 como máximo)</translation>
    </message>
    <message>
        <source>White has %1 pieces (at most 16)</source>
        <translation>las blancas tienen %1 piezas (16 como máximo)</translation>
    </message>
    <message>
        <source>Black has %1 pieces (at most 16)</source>
        <translation>las negras tienen %1 piezas (16 como máximo)</translation>
    </message>
    <message>
        <source>a white pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>un peón blanco en %1: los peones no pueden estar en la primera ni en la última fila</translation>
    </message>
    <message>
        <source>a black pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>un peón negro en %1: los peones no pueden estar en la primera ni en la última fila</translation>
    </message>
    <message>
        <source>expected &apos;w&apos; or &apos;b&apos;, found &apos;%1&apos;</source>
        <translation>se esperaba &apos;w&apos; o &apos;b&apos;, se encontró &apos;%1&apos;</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move: the side not to move cannot be in check</source>
        <translation>las blancas están en jaque pero juegan las negras: el bando que no juega no puede estar en jaque</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move: the side not to move cannot be in check</source>
        <translation>las negras están en jaque pero juegan las blancas: el bando que no juega no puede estar en jaque</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (expected &apos;-&apos; or letters from KQkq)</source>
        <translation>carácter inesperado &apos;%1&apos; (se esperaba &apos;-&apos; o letras de KQkq)</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (expected &apos;-&apos; or KQkq or a rook&apos;s file A-H/a-h)</source>
        <translation>carácter inesperado &apos;%1&apos; (se esperaba &apos;-&apos;, KQkq o la columna de una torre A-H/a-h)</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the white king is on %2, not on %3</source>
        <translation>derecho de enroque &apos;%1&apos; pero el rey blanco está en %2, no en %3</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the black king is on %2, not on %3</source>
        <translation>derecho de enroque &apos;%1&apos; pero el rey negro está en %2, no en %3</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the white king is on %2, not on its first rank</source>
        <translation>derecho de enroque &apos;%1&apos; pero el rey blanco está en %2, no en su primera fila</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the black king is on %2, not on its first rank</source>
        <translation>derecho de enroque &apos;%1&apos; pero el rey negro está en %2, no en su primera fila</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no white rook on the king&apos;s side of the white king</source>
        <translation>derecho de enroque &apos;%1&apos; pero no hay ninguna torre blanca en el flanco de rey del rey blanco</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no white rook on the queen&apos;s side of the white king</source>
        <translation>derecho de enroque &apos;%1&apos; pero no hay ninguna torre blanca en el flanco de dama del rey blanco</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no black rook on the king&apos;s side of the black king</source>
        <translation>derecho de enroque &apos;%1&apos; pero no hay ninguna torre negra en el flanco de rey del rey negro</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no black rook on the queen&apos;s side of the black king</source>
        <translation>derecho de enroque &apos;%1&apos; pero no hay ninguna torre negra en el flanco de dama del rey negro</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no white rook on %2</source>
        <translation>derecho de enroque &apos;%1&apos; pero no hay ninguna torre blanca en %2</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no black rook on %2</source>
        <translation>derecho de enroque &apos;%1&apos; pero no hay ninguna torre negra en %2</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; repeats a right already given</source>
        <translation>el derecho de enroque &apos;%1&apos; repite un derecho ya indicado</translation>
    </message>
    <message>
        <source>expected &apos;-&apos; or a square such as e3, found &apos;%1&apos;</source>
        <translation>se esperaba &apos;-&apos; o una casilla como e3, se encontró &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 cannot be an en passant square when White is to move (it must be on rank 6)</source>
        <translation>%1 no puede ser una casilla al paso cuando juegan las blancas (debe estar en la fila 6)</translation>
    </message>
    <message>
        <source>%1 cannot be an en passant square when Black is to move (it must be on rank 3)</source>
        <translation>%1 no puede ser una casilla al paso cuando juegan las negras (debe estar en la fila 3)</translation>
    </message>
    <message>
        <source>%1 is given, but there is no white pawn on %2 that could just have moved two squares</source>
        <translation>se indica %1, pero no hay ningún peón blanco en %2 que acabe de avanzar dos casillas</translation>
    </message>
    <message>
        <source>%1 is given, but there is no black pawn on %2 that could just have moved two squares</source>
        <translation>se indica %1, pero no hay ningún peón negro en %2 que acabe de avanzar dos casillas</translation>
    </message>
    <message>
        <source>%1 is given, but %2 is occupied, so no pawn can just have moved two squares</source>
        <translation>se indica %1, pero %2 está ocupada, así que ningún peón puede acabar de avanzar dos casillas</translation>
    </message>
    <message>
        <source>expected a number of halfmoves from 0 to 9999, found &apos;%1&apos;</source>
        <translation>se esperaba un número de medias jugadas de 0 a 9999, se encontró &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a move number from 1 to 99999, found &apos;%1&apos;</source>
        <translation>se esperaba un número de jugada de 1 a 99999, se encontró &apos;%1&apos;</translation>
    </message>
    <message>
        <source>empty move</source>
        <translation>jugada vacía</translation>
    </message>
    <message>
        <source>a pawn promotes to Q, R, B or N, not &apos;%1&apos;</source>
        <translation>un peón se promueve a Q, R, B o N, no a &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move: expected a destination square such as e4</source>
        <translation>&apos;%1&apos; no es una jugada: se esperaba una casilla de destino como e4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move: unexpected &apos;%2&apos;</source>
        <translation>&apos;%1&apos; no es una jugada: &apos;%2&apos; inesperado</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: only a pawn can promote</source>
        <translation>&apos;%1&apos;: solo un peón puede promoverse</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white pawns on %3 can each move to %2</source>
        <extracomment>%1 is the move as written, %2 its destination square, %3 a list of squares.</extracomment>
        <translation>&apos;%1&apos; es ambigua: los peones blancos de %3 pueden ir cada uno a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white knights on %3 can each move to %2</source>
        <translation>&apos;%1&apos; es ambigua: los caballos blancos de %3 pueden ir cada uno a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white bishops on %3 can each move to %2</source>
        <translation>&apos;%1&apos; es ambigua: los alfiles blancos de %3 pueden ir cada uno a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white rooks on %3 can each move to %2</source>
        <translation>&apos;%1&apos; es ambigua: las torres blancas de %3 pueden ir cada una a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white queens on %3 can each move to %2</source>
        <translation>&apos;%1&apos; es ambigua: las damas blancas de %3 pueden ir cada una a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white kings on %3 can each move to %2</source>
        <translation>&apos;%1&apos; es ambigua: los reyes blancos de %3 pueden ir cada uno a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black pawns on %3 can each move to %2</source>
        <translation>&apos;%1&apos; es ambigua: los peones negros de %3 pueden ir cada uno a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black knights on %3 can each move to %2</source>
        <translation>&apos;%1&apos; es ambigua: los caballos negros de %3 pueden ir cada uno a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black bishops on %3 can each move to %2</source>
        <translation>&apos;%1&apos; es ambigua: los alfiles negros de %3 pueden ir cada uno a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black rooks on %3 can each move to %2</source>
        <translation>&apos;%1&apos; es ambigua: las torres negras de %3 pueden ir cada una a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black queens on %3 can each move to %2</source>
        <translation>&apos;%1&apos; es ambigua: las damas negras de %3 pueden ir cada una a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black kings on %3 can each move to %2</source>
        <translation>&apos;%1&apos; es ambigua: los reyes negros de %3 pueden ir cada uno a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a promotion: add the new piece, as in %2=Q</source>
        <extracomment>%2 is a square; &quot;=Q&quot; is the standard notation of a promotion to a queen.</extracomment>
        <translation>&apos;%1&apos; es una promoción: añada la nueva pieza, como en %2=Q</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is illegal here: %2</source>
        <extracomment>%1 is the move as written, %2 the reason (&quot;there is no white knight&quot;, ...).</extracomment>
        <translation>&apos;%1&apos; es ilegal aquí: %2</translation>
    </message>
    <message>
        <source>there is no white pawn</source>
        <translation>no hay ningún peón blanco</translation>
    </message>
    <message>
        <source>there is no white knight</source>
        <translation>no hay ningún caballo blanco</translation>
    </message>
    <message>
        <source>there is no white bishop</source>
        <translation>no hay ningún alfil blanco</translation>
    </message>
    <message>
        <source>there is no white rook</source>
        <translation>no hay ninguna torre blanca</translation>
    </message>
    <message>
        <source>there is no white queen</source>
        <translation>no hay ninguna dama blanca</translation>
    </message>
    <message>
        <source>there is no white king</source>
        <translation>no hay ningún rey blanco</translation>
    </message>
    <message>
        <source>there is no black pawn</source>
        <translation>no hay ningún peón negro</translation>
    </message>
    <message>
        <source>there is no black knight</source>
        <translation>no hay ningún caballo negro</translation>
    </message>
    <message>
        <source>there is no black bishop</source>
        <translation>no hay ningún alfil negro</translation>
    </message>
    <message>
        <source>there is no black rook</source>
        <translation>no hay ninguna torre negra</translation>
    </message>
    <message>
        <source>there is no black queen</source>
        <translation>no hay ninguna dama negra</translation>
    </message>
    <message>
        <source>there is no black king</source>
        <translation>no hay ningún rey negro</translation>
    </message>
    <message>
        <source>there is no white pawn on %1</source>
        <translation>no hay ningún peón blanco en %1</translation>
    </message>
    <message>
        <source>there is no white knight on %1</source>
        <translation>no hay ningún caballo blanco en %1</translation>
    </message>
    <message>
        <source>there is no white bishop on %1</source>
        <translation>no hay ningún alfil blanco en %1</translation>
    </message>
    <message>
        <source>there is no white rook on %1</source>
        <translation>no hay ninguna torre blanca en %1</translation>
    </message>
    <message>
        <source>there is no white queen on %1</source>
        <translation>no hay ninguna dama blanca en %1</translation>
    </message>
    <message>
        <source>there is no white king on %1</source>
        <translation>no hay ningún rey blanco en %1</translation>
    </message>
    <message>
        <source>there is no black pawn on %1</source>
        <translation>no hay ningún peón negro en %1</translation>
    </message>
    <message>
        <source>there is no black knight on %1</source>
        <translation>no hay ningún caballo negro en %1</translation>
    </message>
    <message>
        <source>there is no black bishop on %1</source>
        <translation>no hay ningún alfil negro en %1</translation>
    </message>
    <message>
        <source>there is no black rook on %1</source>
        <translation>no hay ninguna torre negra en %1</translation>
    </message>
    <message>
        <source>there is no black queen on %1</source>
        <translation>no hay ninguna dama negra en %1</translation>
    </message>
    <message>
        <source>there is no black king on %1</source>
        <translation>no hay ningún rey negro en %1</translation>
    </message>
    <message>
        <source>there is no white pawn on the %1-file</source>
        <extracomment>%1 is a file letter (a-h): &quot;on the e-file&quot;.</extracomment>
        <translation>no hay ningún peón blanco en la columna %1</translation>
    </message>
    <message>
        <source>there is no white knight on the %1-file</source>
        <translation>no hay ningún caballo blanco en la columna %1</translation>
    </message>
    <message>
        <source>there is no white bishop on the %1-file</source>
        <translation>no hay ningún alfil blanco en la columna %1</translation>
    </message>
    <message>
        <source>there is no white rook on the %1-file</source>
        <translation>no hay ninguna torre blanca en la columna %1</translation>
    </message>
    <message>
        <source>there is no white queen on the %1-file</source>
        <translation>no hay ninguna dama blanca en la columna %1</translation>
    </message>
    <message>
        <source>there is no white king on the %1-file</source>
        <translation>no hay ningún rey blanco en la columna %1</translation>
    </message>
    <message>
        <source>there is no black pawn on the %1-file</source>
        <translation>no hay ningún peón negro en la columna %1</translation>
    </message>
    <message>
        <source>there is no black knight on the %1-file</source>
        <translation>no hay ningún caballo negro en la columna %1</translation>
    </message>
    <message>
        <source>there is no black bishop on the %1-file</source>
        <translation>no hay ningún alfil negro en la columna %1</translation>
    </message>
    <message>
        <source>there is no black rook on the %1-file</source>
        <translation>no hay ninguna torre negra en la columna %1</translation>
    </message>
    <message>
        <source>there is no black queen on the %1-file</source>
        <translation>no hay ninguna dama negra en la columna %1</translation>
    </message>
    <message>
        <source>there is no black king on the %1-file</source>
        <translation>no hay ningún rey negro en la columna %1</translation>
    </message>
    <message>
        <source>there is no white pawn on rank %1</source>
        <translation>no hay ningún peón blanco en la fila %1</translation>
    </message>
    <message>
        <source>there is no white knight on rank %1</source>
        <translation>no hay ningún caballo blanco en la fila %1</translation>
    </message>
    <message>
        <source>there is no white bishop on rank %1</source>
        <translation>no hay ningún alfil blanco en la fila %1</translation>
    </message>
    <message>
        <source>there is no white rook on rank %1</source>
        <translation>no hay ninguna torre blanca en la fila %1</translation>
    </message>
    <message>
        <source>there is no white queen on rank %1</source>
        <translation>no hay ninguna dama blanca en la fila %1</translation>
    </message>
    <message>
        <source>there is no white king on rank %1</source>
        <translation>no hay ningún rey blanco en la fila %1</translation>
    </message>
    <message>
        <source>there is no black pawn on rank %1</source>
        <translation>no hay ningún peón negro en la fila %1</translation>
    </message>
    <message>
        <source>there is no black knight on rank %1</source>
        <translation>no hay ningún caballo negro en la fila %1</translation>
    </message>
    <message>
        <source>there is no black bishop on rank %1</source>
        <translation>no hay ningún alfil negro en la fila %1</translation>
    </message>
    <message>
        <source>there is no black rook on rank %1</source>
        <translation>no hay ninguna torre negra en la fila %1</translation>
    </message>
    <message>
        <source>there is no black queen on rank %1</source>
        <translation>no hay ninguna dama negra en la fila %1</translation>
    </message>
    <message>
        <source>there is no black king on rank %1</source>
        <translation>no hay ningún rey negro en la fila %1</translation>
    </message>
    <message>
        <source>no white pawn can move to %1</source>
        <translation>ningún peón blanco puede ir a %1</translation>
    </message>
    <message>
        <source>no white knight can move to %1</source>
        <translation>ningún caballo blanco puede ir a %1</translation>
    </message>
    <message>
        <source>no white bishop can move to %1</source>
        <translation>ningún alfil blanco puede ir a %1</translation>
    </message>
    <message>
        <source>no white rook can move to %1</source>
        <translation>ninguna torre blanca puede ir a %1</translation>
    </message>
    <message>
        <source>no white queen can move to %1</source>
        <translation>ninguna dama blanca puede ir a %1</translation>
    </message>
    <message>
        <source>no white king can move to %1</source>
        <translation>ningún rey blanco puede ir a %1</translation>
    </message>
    <message>
        <source>no black pawn can move to %1</source>
        <translation>ningún peón negro puede ir a %1</translation>
    </message>
    <message>
        <source>no black knight can move to %1</source>
        <translation>ningún caballo negro puede ir a %1</translation>
    </message>
    <message>
        <source>no black bishop can move to %1</source>
        <translation>ningún alfil negro puede ir a %1</translation>
    </message>
    <message>
        <source>no black rook can move to %1</source>
        <translation>ninguna torre negra puede ir a %1</translation>
    </message>
    <message>
        <source>no black queen can move to %1</source>
        <translation>ninguna dama negra puede ir a %1</translation>
    </message>
    <message>
        <source>no black king can move to %1</source>
        <translation>ningún rey negro puede ir a %1</translation>
    </message>
    <message>
        <source>it would leave the white king in check</source>
        <translation>dejaría al rey blanco en jaque</translation>
    </message>
    <message>
        <source>it would leave the black king in check</source>
        <translation>dejaría al rey negro en jaque</translation>
    </message>
    <message>
        <source>castling kingside is not legal here: %1</source>
        <extracomment>%1 is the reason (&quot;the king is in check&quot;, ...).</extracomment>
        <translation>el enroque corto no es legal aquí: %1</translation>
    </message>
    <message>
        <source>castling queenside is not legal here: %1</source>
        <translation>el enroque largo no es legal aquí: %1</translation>
    </message>
    <message>
        <source>White no longer has the right to castle kingside</source>
        <translation>las blancas ya no tienen derecho al enroque corto</translation>
    </message>
    <message>
        <source>White no longer has the right to castle queenside</source>
        <translation>las blancas ya no tienen derecho al enroque largo</translation>
    </message>
    <message>
        <source>Black no longer has the right to castle kingside</source>
        <translation>las negras ya no tienen derecho al enroque corto</translation>
    </message>
    <message>
        <source>Black no longer has the right to castle queenside</source>
        <translation>las negras ya no tienen derecho al enroque largo</translation>
    </message>
    <message>
        <source>the king is in check</source>
        <translation>el rey está en jaque</translation>
    </message>
    <message>
        <source>there are pieces between the king and the rook</source>
        <translation>hay piezas entre el rey y la torre</translation>
    </message>
    <message>
        <source>the king would cross or land on an attacked square</source>
        <translation>el rey cruzaría una casilla atacada o acabaría en ella</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UCI move (expected e.g. e2e4 or e7e8q)</source>
        <translation>&apos;%1&apos; no es una jugada UCI (se esperaba p. ej. e2e4 o e7e8q)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move here</source>
        <translation>&apos;%1&apos; no es una jugada legal aquí</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3: %4</source>
        <extracomment>%1 is the game number, %2 the line, %3 the column, %4 the problem.</extracomment>
        <translation>partida %1, línea %2, columna %3: %4</translation>
    </message>
    <message>
        <source>a comment is not closed: &apos;}&apos; is missing</source>
        <translation>un comentario no está cerrado: falta &apos;}&apos;</translation>
    </message>
    <message>
        <source>a tag name must follow &apos;[&apos;</source>
        <translation>tras &apos;[&apos; debe ir el nombre de una etiqueta</translation>
    </message>
    <message>
        <source>the value of tag %1 must be in double quotes</source>
        <translation>el valor de la etiqueta %1 debe ir entre comillas dobles</translation>
    </message>
    <message>
        <source>the value of tag %1 has no closing quote</source>
        <translation>al valor de la etiqueta %1 le falta la comilla de cierre</translation>
    </message>
    <message>
        <source>tag %1 has no closing &apos;]&apos;</source>
        <translation>a la etiqueta %1 le falta el &apos;]&apos; de cierre</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after the value of tag %2</source>
        <translation>&apos;%1&apos; inesperado tras el valor de la etiqueta %2</translation>
    </message>
    <message>
        <source>the variant &apos;%1&apos; is not supported</source>
        <translation>la variante de ajedrez &apos;%1&apos; no está admitida</translation>
    </message>
    <message>
        <source>bad FEN in the FEN tag: %1</source>
        <extracomment>%1 is the located FEN error (&quot;FEN field 3 (castling rights), column 47: ...&quot;).</extracomment>
        <translation>FEN no válida en la etiqueta FEN: %1</translation>
    </message>
    <message>
        <source>a variation must follow the move it is an alternative to</source>
        <translation>una variante debe ir tras la jugada a la que ofrece una alternativa</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; no cierra ninguna variante</translation>
    </message>
    <message>
        <source>&apos;%1&apos; follows no move and is ignored</source>
        <translation>&apos;%1&apos; no sigue a ninguna jugada y se ignora</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number (a NAG)</source>
        <translation>&apos;$&apos; debe ir seguido de un número (un NAG)</translation>
    </message>
    <message>
        <source>NAG %1 is out of range ($0-$255)</source>
        <translation>el NAG %1 está fuera de rango ($0-$255)</translation>
    </message>
    <message>
        <source>null move &apos;%1&apos; while in check</source>
        <translation>jugada nula &apos;%1&apos; estando en jaque</translation>
    </message>
    <message>
        <source>ambiguous move &apos;%1&apos;: %2</source>
        <translation>jugada ambigua &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: %2</source>
        <extracomment>%1 is the move as written in the file, %2 why it was rejected.</extracomment>
        <translation>jugada ilegal &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>unreadable move &apos;%1&apos;: %2</source>
        <translation>jugada ilegible &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>unknown glyph &apos;%1&apos; is ignored</source>
        <translation>se ignora el símbolo desconocido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a result inside a variation: &apos;)&apos; is missing</source>
        <translation>un resultado dentro de una variante: falta &apos;)&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move</source>
        <translation>&apos;%1&apos; no es una jugada</translation>
    </message>
    <message>
        <source>a tag inside the moves: is the game&apos;s result missing?</source>
        <translation>una etiqueta entre las jugadas: ¿falta el resultado de la partida?</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; in the moves</source>
        <translation>&apos;%1&apos; inesperado entre las jugadas</translation>
    </message>
    <message>
        <source>a variation is not closed: &apos;)&apos; is missing</source>
        <translation>una variante no está cerrada: falta &apos;)&apos;</translation>
    </message>
    <message>
        <source>the game has no result after its moves</source>
        <translation>la partida no tiene resultado tras sus jugadas</translation>
    </message>
    <message>
        <source>the result %1 after the moves differs from the Result tag &quot;%2&quot;; the tag is kept</source>
        <translation>el resultado %1 tras las jugadas difiere de la etiqueta Result &quot;%2&quot;; se conserva la etiqueta</translation>
    </message>
    <message>
        <source>the game is not UTF-8: read as Windows-1252 (ISO 8859-1)</source>
        <translation>la partida no está en UTF-8: se ha leído como Windows-1252 (ISO 8859-1)</translation>
    </message>
    <message>
        <source>the FEN tag gives the fullmove number 0, which is read as 1</source>
        <extracomment>A warning: a FEN tag in a PGN file gives 0 as the move number, which the program reads as 1.</extracomment>
        <translation>la etiqueta FEN da el número de jugada 0, que se lee como 1</translation>
    </message>
    <message>
        <source>no such node</source>
        <translation>no existe ese nodo</translation>
    </message>
    <message>
        <source>a null move is not possible in check</source>
        <translation>una jugada nula no es posible en jaque</translation>
    </message>
    <message>
        <source>the move is not legal in this position</source>
        <translation>la jugada no es legal en esta posición</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <extracomment>A long text from the file cut short: %1 is its beginning, %2 its length in characters.</extracomment>
        <translation>%1… (%2 caracteres)</translation>
    </message>
    <message>
        <source>the game has more than %1 moves (its main line and variations together), more than Kibitz takes in one game</source>
        <extracomment>%1 is the number of moves</extracomment>
        <translation>la partida tiene más de %1 jugadas (línea principal y variantes juntas), más de las que Kibitz admite en una partida</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnalysisFeature</name>
    <message>
        <source>%v of %m positions</source>
        <translation>%v de %m posiciones</translation>
    </message>
    <message>
        <source>Analysing</source>
        <translation>Analizando</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>&amp;Analizar la partida</translation>
    </message>
    <message>
        <source>Analyse every position of the game&apos;s main line</source>
        <translation>Analizar cada posición de la línea principal de la partida</translation>
    </message>
    <message>
        <source>&amp;Stop Analysis</source>
        <translation>&amp;Detener el análisis</translation>
    </message>
    <message>
        <source>Stop analysing the game</source>
        <translation>Detener el análisis de la partida</translation>
    </message>
    <message>
        <source>A&amp;nnotate Game</source>
        <translation>A&amp;notar la partida</translation>
    </message>
    <message>
        <source>Write the analysis into the game as symbols and comments at the current strengths</source>
        <translation>Escribir el análisis en la partida como símbolos y comentarios, con las fuerzas de juego actuales</translation>
    </message>
    <message>
        <source>Annotate A&amp;ll Games</source>
        <translation>Anotar &amp;todas las partidas</translation>
    </message>
    <message>
        <source>Analyse and annotate every game of the file</source>
        <translation>Analizar y anotar cada partida del archivo</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nálisis</translation>
    </message>
    <message>
        <source>The game will be annotated when the analysis is done</source>
        <translation>La partida se anotará cuando termine el análisis</translation>
    </message>
    <message>
        <source>Game annotated at the current strengths</source>
        <translation>Partida anotada con las fuerzas de juego actuales</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>Comentar la partida</translation>
    </message>
    <message>
        <source>Analysing this position…</source>
        <translation>Analizando esta posición…</translation>
    </message>
    <message>
        <source>%1 Provisional: the game&apos;s analysis is not finished.</source>
        <translation>%1 Provisional: el análisis de la partida no ha terminado.</translation>
    </message>
    <message>
        <source>Writing the annotations…</source>
        <translation>Escribiendo las anotaciones…</translation>
    </message>
    <message>
        <source>Annotate All: endgame table %1 made (%2 of %3)</source>
        <translation>Comentar todas las partidas: tabla de finales %1 creada (%2 de %3)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnalysisPanel</name>
    <message>
        <source>checkmate</source>
        <translation>jaque mate</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>rey ahogado</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>material insuficiente</translation>
    </message>
    <message>
        <source>75-move rule</source>
        <translation>regla de los 75 movimientos</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>quíntuple repetición</translation>
    </message>
    <message>
        <source>50-move rule</source>
        <translation>regla de los 50 movimientos</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>triple repetición</translation>
    </message>
    <message>
        <source>Chances in strong play:</source>
        <translation>Probabilidades con juego fuerte:</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>%1, exact (the game is over)</source>
        <translation>%1, exacto (la partida ha terminado)</translation>
    </message>
    <message>
        <source>%1, exact (a proven mate)</source>
        <translation>%1, exacto (un mate demostrado)</translation>
    </message>
    <message>
        <source>≈ %1, estimated</source>
        <translation>≈ %1, estimado</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Aún no analizada.</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partida terminada: %1</translation>
    </message>
    <message>
        <source>not needed: v is known</source>
        <translation>innecesario: v es conocido</translation>
    </message>
    <message>
        <source>White %1, draw %2, Black %3</source>
        <translation>Blancas %1, tablas %2, negras %3</translation>
    </message>
    <message>
        <source>no search: %1</source>
        <translation>sin búsqueda: %1</translation>
    </message>
    <message>
        <source>%1, exact (an endgame table)</source>
        <translation>%1, exacto (tabla de finales)</translation>
    </message>
    <message>
        <source>Kibitz&apos;s own tables</source>
        <translation>las tablas propias de Kibitz</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>ganan las blancas</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>ganan las negras</translation>
    </message>
    <message>
        <source>White would win, but the 50-move rule draws</source>
        <translation>las blancas ganarían, pero la regla de los 50 movimientos da tablas</translation>
    </message>
    <message>
        <source>Black would win, but the 50-move rule draws</source>
        <translation>las negras ganarían, pero la regla de los 50 movimientos da tablas</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>tablas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>mate in %n moves</source>
        <translation>
            <numerusform>mate en %n jugada</numerusform>
            <numerusform>mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plies to a capture or pawn move (DTZ)</source>
        <translation>
            <numerusform>%n medio movimiento hasta una captura o un movimiento de peón (DTZ)</numerusform>
            <numerusform>%n medios movimientos hasta una captura o un movimiento de peón (DTZ)</numerusform>
        </translation>
    </message>
    <message>
        <source>Result with best play:</source>
        <translation>Resultado con el mejor juego:</translation>
    </message>
    <message>
        <source>The game-theoretic value v (THEORY.md §1): the result if both sides played perfectly from here, +1 White wins, 0 draw, −1 Black wins. Exact when the game is over, a mate is proven or an endgame table has the position; otherwise (≈) estimated from the engine&apos;s score</source>
        <translation>El valor teórico v (THEORY.md §1): el resultado si ambos bandos jugaran perfectamente desde aquí, +1 ganan las blancas, 0 tablas, −1 ganan las negras. Exacto cuando la partida ha terminado, se ha probado un mate o una tabla de finales conoce la posición; si no (≈), estimado a partir de la evaluación del motor</translation>
    </message>
    <message>
        <source>Where an estimated v comes from: a model of strong play turns the engine&apos;s score into the chances of a White win, a draw and a Black win (v = +1 when a White win is at least as likely as not, −1 likewise for Black, else 0)</source>
        <translation>De dónde sale un v estimado: un modelo de juego fuerte convierte la evaluación del motor en las probabilidades de victoria blanca, tablas y victoria negra (v = +1 cuando una victoria blanca es al menos tan probable como no, −1 igual para las negras, si no 0)</translation>
    </message>
    <message>
        <source>Expected score:</source>
        <translation>Puntuación esperada:</translation>
    </message>
    <message>
        <source>Likely result:</source>
        <translation>Resultado probable:</translation>
    </message>
    <message>
        <source>The chances of a White win, a draw and a Black win when players of these ratings play on (Michie&apos;s model)</source>
        <translation>Las probabilidades de victoria blanca, tablas y victoria negra si jugadores de estos ratings siguen jugando (modelo de Michie)</translation>
    </message>
    <message>
        <source>How sharp:</source>
        <translation>Lo aguda:</translation>
    </message>
    <message>
        <source>The tension T = P(win) + P(loss): how likely the game is to be decided, 0 for a dead draw, 1 when a draw is out of the question</source>
        <translation>La tensión T = P(victoria) + P(derrota): lo probable que es que la partida se decida, 0 en unas tablas muertas, 1 cuando las tablas están descartadas</translation>
    </message>
    <message>
        <source>Good moves:</source>
        <translation>Buenas jugadas:</translation>
    </message>
    <message>
        <source>How open the choice of the side to move is: 2^H, where H_move is the entropy of the model&apos;s move probabilities in bits; 1 when one move is all but forced, the number of legal moves when all are alike</source>
        <translation>Lo abierta que es la elección del bando que mueve: 2^H, donde H_move es la entropía de las probabilidades de jugada del modelo en bits; 1 cuando una jugada es casi forzada, el número de jugadas legales cuando todas son iguales</translation>
    </message>
    <message>
        <source>How open:</source>
        <translation>Lo abierto:</translation>
    </message>
    <message>
        <source>The outcome entropy H_out of the chances of a win, a draw and a loss, in bits, as a share of its largest value log2 3 = 1.585 (all three equally likely)</source>
        <translation>La entropía del resultado H_out de las probabilidades de victoria, tablas y derrota, en bits, como parte de su mayor valor log2 3 = 1,585 (las tres igual de probables)</translation>
    </message>
    <message>
        <source>The engine&apos;s score of the position in pawns from White&apos;s side, the depth of its search and the size of the look-ahead tree Michie&apos;s back-up runs over</source>
        <translation>La evaluación de la posición por el motor en peones desde el lado de las blancas, la profundidad de su búsqueda y el tamaño del árbol de anticipación sobre el que corre el cálculo de Michie</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1. Played as by White %2, Black %3 (Michie&apos;s merit %4, %5).</source>
        <translation>%1. Jugado como por blancas %2, negras %3 (mérito de Michie %4, %5).</translation>
    </message>
    <message>
        <source>White %1 (u %2)</source>
        <translation>Blancas %1 (u %2)</translation>
    </message>
    <message>
        <source>%1 decisive (T %2)</source>
        <translation>%1 decisiva (T %2)</translation>
    </message>
    <message>
        <source>none: the game is over</source>
        <translation>ninguna: la partida ha terminado</translation>
    </message>
    <message>
        <source>about %1 (H_move %2 bits)</source>
        <translation>unas %1 (H_move %2 bits)</translation>
    </message>
    <message>
        <source>%1 (H_out %2 bits)</source>
        <translation>%1 (H_out %2 bits)</translation>
    </message>
    <message>
        <source>%1, depth %2, tree %3</source>
        <translation>%1, profundidad %2, árbol %3</translation>
    </message>
    <message>
        <source>%1;
the board alone %2 (two players of %3)</source>
        <translation>%1;
el tablero solo %2 (dos jugadores de %3)</translation>
    </message>
    <message>
        <source>White&apos;s expected score (win 1, draw ½) when players of these ratings play on: (1 + u) / 2, where u = P(win) − P(loss) is Michie&apos;s expected utility under his model of fallible players. &quot;The board alone&quot; is the position&apos;s own: the same model with both players at their mean rating and the engine&apos;s score shown below; the position signs (=, ⩲, ±, +−) come from it, not from the rating gap</source>
        <translation>La puntuación esperada de las blancas (victoria 1, tablas ½) si jugadores de estos ratings siguen jugando: (1 + u) / 2, donde u = P(victoria) − P(derrota) es la utilidad esperada de Michie en su modelo de jugadores falibles. «El tablero solo» es el valor propio de la posición: el mismo modelo con ambos jugadores en su rating medio y la evaluación del motor que se muestra abajo; los signos de posición (=, ⩲, ±, +−) vienen de ahí, no de la diferencia de rating</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnnotateAll</name>
    <message>
        <source>%v of %m games</source>
        <translation>%v de %m partidas</translation>
    </message>
    <message>
        <source>Annotating games</source>
        <translation>Anotando partidas</translation>
    </message>
    <message>
        <source>Annotating all games starts when the whole file has been read</source>
        <translation>La anotación de todas las partidas empezará cuando se haya leído todo el archivo</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>Leyendo el archivo</translation>
    </message>
    <message>
        <source>The rest of %1 could not be read: %2</source>
        <translation>El resto de %1 no se pudo leer: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be read to its end (%2): annotating the %n game(s) read before</source>
        <translation>
            <numerusform>%1 no se pudo leer hasta el final (%2): se anota la %n partida leída antes</numerusform>
            <numerusform>%1 no se pudo leer hasta el final (%2): se anotan las %n partidas leídas antes</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotating all games cancelled</source>
        <translation>Anotación de todas las partidas cancelada</translation>
    </message>
    <message>
        <source>Not annotated: %1</source>
        <translation>No anotada: %1</translation>
    </message>
    <message>
        <source>All games annotated</source>
        <translation>Todas las partidas anotadas</translation>
    </message>
    <message numerus="yes">
        <source>The %n game(s) read were annotated</source>
        <translation>
            <numerusform>Se anotó la %n partida leída</numerusform>
            <numerusform>Se anotaron las %n partidas leídas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(not written into %n game(s) edited meanwhile)</source>
        <translation>
            <numerusform>(no escrito en %n partida editada mientras tanto)</numerusform>
            <numerusform>(no escrito en %n partidas editadas mientras tanto)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>y %n más</numerusform>
            <numerusform>y %n más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not annotated because they could not be read: %1</source>
        <translation>
            <numerusform>%n partida no anotada porque no se pudo leer: %1</numerusform>
            <numerusform>%n partidas no anotadas porque no se pudieron leer: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotate All Games</source>
        <translation>Comentar todas las partidas</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BatchGameSource</name>
    <message>
        <source>game %1: cannot read %2: %3</source>
        <translation>partida %1: no se puede leer %2: %3</translation>
    </message>
    <message>
        <source>game %1: %2 was changed by another program after it was opened</source>
        <translation>partida %1: otro programa modificó %2 después de abrirlo</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardView</name>
    <message>
        <source>Chess board</source>
        <translation>Tablero de ajedrez</translation>
    </message>
    <message>
        <source>The position %1, seen from Black&apos;s side.</source>
        <translation>La posición %1, vista desde el lado de las negras.</translation>
    </message>
    <message>
        <source>The position %1, seen from White&apos;s side.</source>
        <translation>La posición %1, vista desde el lado de las blancas.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ChartsPanel</name>
    <message>
        <source>Expected utility u (White)</source>
        <translation>Utilidad esperada u (blancas)</translation>
    </message>
    <message>
        <source>Tension T</source>
        <translation>Tensión T</translation>
    </message>
    <message>
        <source>Entropy (normalised)</source>
        <translation>Entropía (normalizada)</translation>
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
        <translation>H jugada</translation>
    </message>
    <message>
        <source>H outcome / log2 3</source>
        <translation>H resultado / log2 3</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source> — v = %1, exact</source>
        <translation> — v = %1, exacto</translation>
    </message>
    <message>
        <source>Evaluation (White&apos;s winning chances)</source>
        <translation>Evaluación (probabilidades de ganar de las blancas)</translation>
    </message>
    <message>
        <source>winning chances</source>
        <translation>probabilidades de ganar</translation>
    </message>
    <message>
        <source>Time per move (minutes)</source>
        <translation>Tiempo por jugada (minutos)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
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
        <translation>Crear todas las tablas de &amp;finales…</translation>
    </message>
    <message>
        <source>Kibitz is working out every position of this ending once, so that it knows the exact result and the moves to mate. The tables are kept for the next games.</source>
        <translation>Kibitz calcula una vez cada posición de este final, para conocer el resultado exacto y las jugadas hasta el mate. Las tablas se guardan para las próximas partidas.</translation>
    </message>
    <message>
        <source>Stop making the endgame tables: the ending keeps estimated values (Analysis → Make All Endgame Tables… makes them later)</source>
        <translation>Detener la creación de las tablas de finales: el final conserva valores estimados (Análisis → Crear todas las tablas de finales… las crea más tarde)</translation>
    </message>
    <message>
        <source>Work out every ending of up to four pieces (rook and pawn against king, queen against rook…) once, so that Kibitz knows its exact result and the moves to mate at once. About two minutes; kept for later.</source>
        <translation>Calcular una vez cada final de hasta cuatro piezas (torre y peón contra rey, dama contra torre…), para que Kibitz conozca al instante su resultado exacto y las jugadas hasta el mate. Unos dos minutos; se guarda para más adelante.</translation>
    </message>
    <message>
        <source>Making endgame tables: %1</source>
        <translation>Creando tablas de finales: %1</translation>
    </message>
    <message>
        <source>Making the endgame tables of up to four pieces, once (about two minutes on two cores).
Just made: %1</source>
        <translation>Creando, una sola vez, las tablas de finales de hasta cuatro piezas (unos dos minutos en dos núcleos).
Recién terminada: %1</translation>
    </message>
    <message>
        <source>Every endgame table of up to four pieces is made: Kibitz knows the exact result of these endings from now on</source>
        <translation>Todas las tablas de finales de hasta cuatro piezas están creadas: Kibitz conoce desde ahora el resultado exacto de estos finales</translation>
    </message>
    <message>
        <source>Kibitz could not keep its endgame tables: %1. The analysis goes on without their exact values.</source>
        <translation>Kibitz no pudo guardar sus tablas de finales: %1. El análisis continúa sin sus valores exactos.</translation>
    </message>
    <message>
        <source>Making the endgame tables of up to four pieces, once (about two minutes on two cores).</source>
        <translation>Creando, una sola vez, las tablas de finales de hasta cuatro piezas (unos dos minutos en dos núcleos).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Endgame Tables</source>
        <translation>Tablas de finales</translation>
    </message>
    <message>
        <source>%v of %m tables</source>
        <translation>%v de %m tablas</translation>
    </message>
    <message>
        <source>Kibitz could not keep its endgame tables: %1. They are used until Kibitz is closed.</source>
        <translation>Kibitz no pudo guardar sus tablas de finales: %1. Se usan hasta que se cierre Kibitz.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineLines</name>
    <message>
        <source>Score</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Engine lines: off</source>
        <translation>Variantes del motor: desactivadas</translation>
    </message>
    <message>
        <source>Engine lines: waiting for the game analysis</source>
        <translation>Variantes del motor: esperando al análisis de la partida</translation>
    </message>
    <message>
        <source>%1 (done)</source>
        <translation>%1 (terminado)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Stop the engine&apos;s live analysis of the position</source>
        <translation>Detener el análisis en vivo de la posición por el motor</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best lines of the position, updated as the search deepens</source>
        <translation>Mostrar las mejores variantes del motor para la posición, actualizadas a medida que la búsqueda profundiza</translation>
    </message>
    <message>
        <source>Click a move of a line to add the line up to that move to the game as a variation (Undo takes it back); a click on the score adds it all</source>
        <translation>Un clic en una jugada de una línea añade la línea hasta esa jugada a la partida como variante (Deshacer la quita); un clic en la evaluación la añade entera</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Líneas: </translation>
    </message>
    <message>
        <source>How many of the engine&apos;s best moves to show, each with its line (MultiPV)</source>
        <translation>Cuántas de las mejores jugadas del motor mostrar, cada una con su línea (MultiPV)</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Opciones…</translation>
    </message>
    <message>
        <source>Engine Options…: the options of the UCI engine</source>
        <translation>Opciones del motor…: las opciones del motor UCI</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Iniciando %1…</translation>
    </message>
    <message>
        <source>%1: searching…</source>
        <translation>%1: buscando…</translation>
    </message>
    <message>
        <source>%1 · Depth %2/%3 · %4 nodes · %5 kN/s</source>
        <translation>%1 · Profundidad %2/%3 · %4 nodos · %5 kN/s</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partida terminada: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Opciones de %1</translation>
    </message>
    <message>
        <source>The engine has no options to set here.</source>
        <translation>El motor no tiene opciones que ajustar aquí.</translation>
    </message>
    <message>
        <source>Threads and Hash are set in Settings, the number of lines in the panel. The values are kept for this engine and sent every time it starts.</source>
        <translation>Threads y Hash se ajustan en Ajustes, el número de líneas en el panel. Los valores se guardan para este motor y se envían cada vez que arranca.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EvaluationBar</name>
    <message>
        <source>Evaluation %1: White&apos;s winning chances %2 % (Lichess&apos;s curve of the engine&apos;s score)</source>
        <translation>Evaluación %1: probabilidades de ganar de las blancas %2 % (curva de Lichess de la evaluación del motor)</translation>
    </message>
    <message>
        <source>No evaluation of this position yet: it comes from the analysis of the main line or from the game&apos;s [%eval] comments</source>
        <translation>Aún no hay evaluación de esta posición: viene del análisis de la línea principal o de los comentarios [%eval] de la partida</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::FullCommentDialog</name>
    <message>
        <source>&amp;Show Full Comment…</source>
        <translation>&amp;Ver el comentario completo…</translation>
    </message>
    <message>
        <source>Read the whole comment, which the move list shows cut short</source>
        <translation>Leer todo el comentario, que la lista de jugadas muestra abreviado</translation>
    </message>
    <message>
        <source>Comment on %1</source>
        <translation>Comentario a %1</translation>
    </message>
    <message>
        <source>Before the move:</source>
        <translation>Antes de la jugada:</translation>
    </message>
    <message>
        <source>After the move:</source>
        <translation>Después de la jugada:</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameDocument</name>
    <message>
        <source>%1, line %2, column %3: game %4: %5</source>
        <translation>%1, línea %2, columna %3: partida %4: %5</translation>
    </message>
    <message>
        <source>… and more: %1 problems in all.</source>
        <translation>… y más: %1 problemas en total.</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>texto pegado</translation>
    </message>
    <message>
        <source>%1 holds no PGN game.</source>
        <translation>%1 no contiene ninguna partida PGN.</translation>
    </message>
    <message>
        <source>Some games of this file could not be read to the end (game %1). Saving writes only the moves before each error; the rest of those games will be lost.</source>
        <translation>Algunas partidas de este archivo no se pudieron leer hasta el final (partida %1). Al guardar solo se escriben las jugadas anteriores a cada error; el resto de esas partidas se perderá.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Replace Game</source>
        <translation>Reemplazar la partida</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edición</translation>
    </message>
    <message>
        <source>Change Tag %1</source>
        <translation>Cambiar la etiqueta %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jugar %1</translation>
    </message>
    <message>
        <source>Edit Tags</source>
        <translation>Editar etiquetas</translation>
    </message>
    <message>
        <source>Add Line from %1</source>
        <translation>Añadir línea desde %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameHeader</name>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Double-click to edit the tags</source>
        <translation>Doble clic para editar las etiquetas</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameListModel</name>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Elo blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Elo negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
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
        <translation>Filtro: jugador, torneo, white:…, black:…</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameStore</name>
    <message>
        <source>%1: reading stopped early: %2</source>
        <translation>%1: la lectura se detuvo antes de tiempo: %2</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>No se puede leer %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Cannot save: %1 was changed by another program after it was opened, so its games cannot be copied from it. Open it again.</source>
        <translation>No se puede guardar: %1 fue modificado por otro programa después de abrirlo, así que no se pueden copiar sus partidas. Vuelve a abrirlo.</translation>
    </message>
    <message>
        <source>Game %1 could not be read from its first move: %2 (line %3, column %4)</source>
        <translation>La partida %1 no se pudo leer desde su primera jugada: %2 (línea %3, columna %4)</translation>
    </message>
    <message>
        <source>Game %1 could be read only as far as %2: %3 (line %4, column %5)</source>
        <translation>La partida %1 solo se pudo leer hasta %2: %3 (línea %4, columna %5)</translation>
    </message>
    <message>
        <source>it could not be read back</source>
        <translation>no se pudo volver a leer</translation>
    </message>
    <message>
        <source>it reads back differently from the game in the window</source>
        <translation>al volver a leerla difiere de la partida de la ventana</translation>
    </message>
    <message>
        <source>Did not save %1: game %2 would not be saved as it is (%3). The file is as it was, and the game is still open with all its edits.</source>
        <translation>No se guardó %1: la partida %2 no se guardaría tal como está (%3). El archivo sigue como estaba, y la partida sigue abierta con todos sus cambios.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::HelpDialog</name>
    <message>
        <source>What the Window Shows</source>
        <translation>Qué muestra la ventana</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::InvisibleSession</name>
    <message>
        <source>White</source>
        <translation>blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>negras</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>caballo</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>alfil</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>peón</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is on %3</source>
        <translation>%2 de las %1 en %3</translation>
    </message>
    <message>
        <source>Start a game with Game → New Game</source>
        <translation>Empiece una partida con Partida → Nueva partida</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>Las %1 abandonan</translation>
    </message>
    <message>
        <source>%1 won by checkmate</source>
        <translation>Las %1 ganan por jaque mate</translation>
    </message>
    <message>
        <source>Drawn by stalemate</source>
        <translation>Tablas por rey ahogado</translation>
    </message>
    <message>
        <source>Drawn: neither side can mate</source>
        <translation>Tablas: ningún bando puede dar mate</translation>
    </message>
    <message>
        <source>Drawn by the 50-move rule</source>
        <translation>Tablas por la regla de los 50 movimientos</translation>
    </message>
    <message>
        <source>Drawn by repetition</source>
        <translation>Tablas por repetición</translation>
    </message>
    <message>
        <source>Drawn: %1 turns played</source>
        <translation>Tablas: se jugaron %1 turnos</translation>
    </message>
    <message>
        <source>Kibitz is thinking…</source>
        <translation>Kibitz está pensando…</translation>
    </message>
    <message>
        <source>That move is illegal: try another</source>
        <translation>Esa jugada es ilegal: pruebe otra</translation>
    </message>
    <message>
        <source>Your move: you are in check</source>
        <translation>Le toca jugar: está en jaque</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Le toca jugar</translation>
    </message>
    <message>
        <source>%1&apos;s %2 from %3</source>
        <translation>%2 de las %1 (casilla inicial %3)</translation>
    </message>
    <message>
        <source> (captured)</source>
        <translation> (fuera del tablero)</translation>
    </message>
    <message>
        <source>: you took an invisible piece</source>
        <translation>: ha capturado una pieza invisible</translation>
    </message>
    <message>
        <source>: impossible</source>
        <translation>: imposible</translation>
    </message>
    <message>
        <source>, nothing there to take</source>
        <translation>, ahí no hay nada que capturar</translation>
    </message>
    <message>
        <source>; your turn is lost</source>
        <translation>; pierde su turno</translation>
    </message>
    <message>
        <source>: illegal</source>
        <translation>: ilegal</translation>
    </message>
    <message>
        <source>; play another move</source>
        <translation>; haga otra jugada</translation>
    </message>
    <message>
        <source>Kibitz tried an impossible move; its turn is lost</source>
        <translation>Kibitz intentó una jugada imposible; pierde su turno</translation>
    </message>
    <message>
        <source>Kibitz moved its invisible %1</source>
        <translation>Kibitz movió una pieza invisible (%1)</translation>
    </message>
    <message>
        <source> and took on %1</source>
        <translation> y capturó en %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Usted</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::InvisibleSetupDialog</name>
    <message>
        <source>New Game of Invisible Chess</source>
        <translation>Nueva partida de ajedrez invisible</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Usted juega con:</translation>
    </message>
    <message>
        <source>The pieces of yours that Kibitz cannot see</source>
        <translation>Sus piezas que Kibitz no puede ver</translation>
    </message>
    <message>
        <source>The pieces of Kibitz&apos;s that you cannot see</source>
        <translation>Las piezas de Kibitz que usted no puede ver</translation>
    </message>
    <message>
        <source>Your invisible pieces:</source>
        <translation>Sus piezas invisibles:</translation>
    </message>
    <message>
        <source>Kibitz&apos;s invisible pieces:</source>
        <translation>Piezas invisibles de Kibitz:</translation>
    </message>
    <message>
        <source>Strategy (W1):</source>
        <translation>Estrategia (W1):</translation>
    </message>
    <message>
        <source>Hide (W2):</source>
        <translation>Ocultar (W2):</translation>
    </message>
    <message>
        <source>Seek (W3):</source>
        <translation>Buscar (W3):</translation>
    </message>
    <message>
        <source>How much Kibitz follows the engine&apos;s expected score over where your pieces may be</source>
        <translation>Cuánto sigue Kibitz la evaluación esperada del motor, promediada sobre las casillas donde pueden estar las piezas de usted</translation>
    </message>
    <message>
        <source>How much Kibitz likes moves that leave you less sure where its pieces are (the paper found 0.5 helps and 50 hurts; between Kibitz&apos;s own players it hardly matters below 5 and helps at 50)</source>
        <translation>Cuánto prefiere Kibitz las jugadas que le dejan a usted con más dudas sobre dónde están las piezas de Kibitz (según el artículo, 0,5 ayuda y 50 perjudica; entre los jugadores de Kibitz apenas importa por debajo de 5 y ayuda con 50)</translation>
    </message>
    <message>
        <source>How much Kibitz likes moves that may find your invisible pieces</source>
        <translation>Cuánto prefiere Kibitz las jugadas que pueden descubrir las piezas invisibles de usted</translation>
    </message>
    <message>
        <source>How many half-moves Kibitz looks ahead in each placement of your pieces it thinks possible: deeper is stronger and slower</source>
        <translation>Cuántas medias jugadas calcula Kibitz por adelantado en cada disposición de las piezas de usted que considera posible: a más profundidad, más fuerza y más lentitud</translation>
    </message>
    <message>
        <source>Look-ahead:</source>
        <translation>Profundidad de cálculo:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::InvisibleWindow</name>
    <message>
        <source>none (plain chess)</source>
        <translation>ninguna (ajedrez normal)</translation>
    </message>
    <message>
        <source>1B: the queen&apos;s bishop</source>
        <translation>1B: el alfil de dama</translation>
    </message>
    <message>
        <source>1N: the king&apos;s knight</source>
        <translation>1N: el caballo de rey</translation>
    </message>
    <message>
        <source>1R: the king&apos;s rook</source>
        <translation>1R: la torre de rey</translation>
    </message>
    <message>
        <source>1Q: the queen</source>
        <translation>1Q: la dama</translation>
    </message>
    <message>
        <source>2B: both bishops</source>
        <translation>2B: los dos alfiles</translation>
    </message>
    <message>
        <source>2N: both knights</source>
        <translation>2N: los dos caballos</translation>
    </message>
    <message>
        <source>2R: both rooks</source>
        <translation>2R: las dos torres</translation>
    </message>
    <message>
        <source>Invisible Chess — Kibitz</source>
        <translation>Ajedrez invisible — Kibitz</translation>
    </message>
    <message>
        <source>Where might it be?</source>
        <translation>¿Dónde podría estar?</translation>
    </message>
    <message>
        <source>Shade the squares where an invisible piece of Kibitz&apos;s may stand, by how likely it is there given all you were told</source>
        <translation>Sombrear las casillas donde puede estar una pieza invisible de Kibitz, según lo probable que sea que esté allí con todo lo que se le ha dicho</translation>
    </message>
    <message>
        <source>Every move tried, and what came of it: accepted, impossible (the turn is lost) or illegal (try another)</source>
        <translation>Cada jugada intentada y su resultado: aceptada, imposible (se pierde el turno) o ilegal (hay que probar otra)</translation>
    </message>
    <message>
        <source>Uncertainty (bits)</source>
        <translation>Incertidumbre (bits)</translation>
    </message>
    <message>
        <source>How unsure each side is where the other&apos;s invisible pieces are, after each turn (the entropy of its belief, in bits)</source>
        <translation>Cuánto duda cada bando sobre dónde están las piezas invisibles del otro, tras cada turno (la entropía de su creencia, en bits)</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Mostrar todo</translation>
    </message>
    <message>
        <source>When the game is over: the true board, with both sides&apos; invisible pieces, turn by turn</source>
        <translation>Al terminar la partida: el tablero real, con las piezas invisibles de ambos bandos, turno a turno</translation>
    </message>
    <message>
        <source>The turn shown (Left and Right arrow keys)</source>
        <translation>El turno mostrado (teclas de flecha izquierda y derecha)</translation>
    </message>
    <message>
        <source>Kibitz is thinking</source>
        <translation>Kibitz está pensando</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Choose the invisible pieces and Kibitz&apos;s advisors, and play</source>
        <translation>Elegir las piezas invisibles y los asesores de Kibitz, y jugar</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a saved game of Invisible Chess and replay it or play on</source>
        <translation>Abrir una partida guardada de ajedrez invisible para reproducirla o seguir jugando</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>Save the game as PGN, every attempt with it</source>
        <translation>Guardar la partida en PGN, con todos los intentos</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>A&amp;bandonar</translation>
    </message>
    <message>
        <source>Give the game up</source>
        <translation>Abandonar la partida</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>You: %1, invisible %2.  Kibitz: %3, invisible %4.</source>
        <translation>Usted: %1, piezas invisibles %2.  Kibitz: %3, piezas invisibles %4.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>No shading</source>
        <translation>Sin sombreado</translation>
    </message>
    <message>
        <source>Your uncertainty</source>
        <translation>Su incertidumbre</translation>
    </message>
    <message>
        <source>Kibitz&apos;s uncertainty</source>
        <translation>Incertidumbre de Kibitz</translation>
    </message>
    <message>
        <source>turn %1 of %2</source>
        <translation>turno %1 de %2</translation>
    </message>
    <message>
        <source>Invisible Chess</source>
        <translation>Ajedrez invisible</translation>
    </message>
    <message>
        <source>The finished game is not saved. Save it first?</source>
        <translation>La partida terminada no está guardada. ¿Guardarla primero?</translation>
    </message>
    <message>
        <source>The game in progress is not saved. Save it first?</source>
        <translation>La partida en curso no está guardada. ¿Guardarla primero?</translation>
    </message>
    <message>
        <source>Save Game of Invisible Chess</source>
        <translation>Guardar la partida de ajedrez invisible</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Guardada en %1</translation>
    </message>
    <message>
        <source>Open Game of Invisible Chess</source>
        <translation>Abrir una partida de ajedrez invisible</translation>
    </message>
    <message>
        <source>%1 holds no game</source>
        <translation>%1 no contiene ninguna partida</translation>
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
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Close Kibitz</source>
        <translation>Cerrar Kibitz</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copiar FEN</translation>
    </message>
    <message>
        <source>Copy the position to the clipboard as FEN</source>
        <translation>Copiar la posición al portapapeles como FEN</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>Show the board from the other side</source>
        <translation>Mostrar el tablero desde el otro lado</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;Acerca de Kibitz</translation>
    </message>
    <message>
        <source>Show the version of Kibitz</source>
        <translation>Mostrar la versión de Kibitz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Show the version of the Qt toolkit</source>
        <translation>Mostrar la versión de la biblioteca Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Checkmate: Black wins.</source>
        <translation>Jaque mate: ganan las negras.</translation>
    </message>
    <message>
        <source>Checkmate: White wins.</source>
        <translation>Jaque mate: ganan las blancas.</translation>
    </message>
    <message>
        <source>Stalemate: the game is drawn.</source>
        <translation>Ahogado: la partida es tablas.</translation>
    </message>
    <message>
        <source>White to move, in check</source>
        <translation>Juegan las blancas, en jaque</translation>
    </message>
    <message>
        <source>Black to move, in check</source>
        <translation>Juegan las negras, en jaque</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>FEN copied to the clipboard</source>
        <translation>FEN copiada al portapapeles</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation>Pegar FEN</translation>
    </message>
    <message>
        <source>The clipboard does not hold a valid FEN position, so the board is unchanged.

Pasted text: %1

%2</source>
        <translation>El portapapeles no contiene una posición FEN válida; el tablero no ha cambiado.

Texto pegado: %1

%2</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Acerca de Kibitz</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Start a new game from the starting position</source>
        <translation>Empezar una nueva partida desde la posición inicial</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a PGN file</source>
        <translation>Abrir un archivo PGN</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save the games to their file</source>
        <translation>Guardar las partidas en su archivo</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Save the games to a new PGN file</source>
        <translation>Guardar las partidas en un nuevo archivo PGN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Copiar &amp;PGN</translation>
    </message>
    <message>
        <source>Copy the game to the clipboard as PGN</source>
        <translation>Copiar la partida al portapapeles como PGN</translation>
    </message>
    <message>
        <source>&amp;Paste PGN or FEN</source>
        <translation>Pe&amp;gar PGN o FEN</translation>
    </message>
    <message>
        <source>Open the games or set up the position on the clipboard</source>
        <translation>Abrir las partidas o colocar la posición del portapapeles</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inicio</translation>
    </message>
    <message>
        <source>Go to the start position</source>
        <translation>Ir a la posición de partida</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Deshacer la última jugada</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>A&amp;delante</translation>
    </message>
    <message>
        <source>Play the next move</source>
        <translation>Hacer la siguiente jugada</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Final</translation>
    </message>
    <message>
        <source>Go to the end of the line</source>
        <translation>Ir al final de la línea</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>Variante a&amp;nterior</translation>
    </message>
    <message>
        <source>Go to the previous alternative to this move</source>
        <translation>Ir a la alternativa anterior a esta jugada</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>Variante &amp;siguiente</translation>
    </message>
    <message>
        <source>Go to the next alternative to this move</source>
        <translation>Ir a la alternativa siguiente a esta jugada</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición de partida</translation>
    </message>
    <message>
        <source>Game %1 of %2: %3</source>
        <translation>Partida %1 de %2: %3</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>Abrir archivo PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot open %1.

%2</source>
        <translation>No se puede abrir %1.

%2</translation>
    </message>
    <message>
        <source>Some games could not be read to the end; they are shown as far as they were read.

%1</source>
        <translation>Algunas partidas no se pudieron leer hasta el final; se muestran hasta donde se leyeron.

%1</translation>
    </message>
    <message>
        <source>Save PGN File</source>
        <translation>Guardar archivo PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>PGN copied to the clipboard</source>
        <translation>PGN copiado al portapapeles</translation>
    </message>
    <message>
        <source>Paste PGN</source>
        <translation>Pegar PGN</translation>
    </message>
    <message>
        <source>The clipboard holds neither a FEN position nor a PGN game, so nothing changed.

Pasted text: %1

%2</source>
        <translation>El portapapeles no contiene ni una posición FEN ni una partida PGN; no ha cambiado nada.

Texto pegado: %1

%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 abierto</translation>
    </message>
    <message>
        <source>&amp;Export Game…</source>
        <translation>&amp;Exportar partida…</translation>
    </message>
    <message>
        <source>Write the current game with its annotations to a PGN file, leaving the open file as it is</source>
        <translation>Escribir la partida actual con sus anotaciones en un archivo PGN, sin cambiar el archivo abierto</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Exportar partida</translation>
    </message>
    <message>
        <source>Exported the game to %1</source>
        <translation>Partida exportada a %1</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz annotates chess games the way a commentator would, judging each move by what fallible players of the game&apos;s strengths would make of it.&lt;/p&gt;&lt;p&gt;For every position it shows the value, the expected utility, the tension and the entropy, from its own search engine. It needs no network.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz anota partidas de ajedrez como lo haría un comentarista, juzgando cada jugada según lo que harían con ella jugadores falibles de la fuerza de los de la partida.&lt;/p&gt;&lt;p&gt;Para cada posición muestra el valor, la utilidad esperada, la tensión y la entropía, calculadas por su propio motor de búsqueda. No necesita red.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back the last change to the games</source>
        <translation>Deshacer el último cambio en las partidas</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>Rehacer el cambio deshecho</translation>
    </message>
    <message>
        <source>Read &amp;Errors…</source>
        <translation>&amp;Errores de lectura…</translation>
    </message>
    <message>
        <source>List the games of this file that could not be read to their end, and go to one</source>
        <translation>Listar las partidas de este archivo que no se pudieron leer hasta el final, e ir a una de ellas</translation>
    </message>
    <message>
        <source>This game is incomplete. %1. The moves after that are not shown; saving the game after an edit loses them.</source>
        <translation>Esta partida está incompleta. %1. Las jugadas posteriores no se muestran; guardar la partida tras editarla las pierde.</translation>
    </message>
    <message>
        <source>Moves as a &amp;Table</source>
        <translation>Jugadas en &amp;tabla</translation>
    </message>
    <message>
        <source>Show the moves one per row with their comments beside them, instead of as text</source>
        <translation>Mostrar las jugadas una por fila con sus comentarios al lado, en lugar de como texto</translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>Marca %1</translation>
    </message>
    <message>
        <source>Arrow %1%2</source>
        <translation>Flecha %1%2</translation>
    </message>
    <message>
        <source>Game &amp;Tags…</source>
        <translation>E&amp;tiquetas de la partida…</translation>
    </message>
    <message>
        <source>Edit the game&apos;s tags: event, players, ratings, date, result…</source>
        <translation>Editar las etiquetas de la partida: torneo, jugadores, ratings, fecha, resultado…</translation>
    </message>
    <message>
        <source>&amp;What the Window Shows</source>
        <translation>&amp;Qué muestra la ventana</translation>
    </message>
    <message>
        <source>Explain the evaluation bar, the analysis panel&apos;s figures, the charts and the symbols, with pictures</source>
        <translation>Explica la barra de evaluación, las cifras del panel de análisis, los gráficos y los símbolos, con imágenes</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>Mostrar u ocultar el panel %1</translation>
    </message>
    <message>
        <source>&amp;Set Up Position…</source>
        <translation>&amp;Preparar posición…</translation>
    </message>
    <message>
        <source>Put pieces on a board of your own and start a new game from it</source>
        <translation>Colocar piezas en un tablero propio y empezar una partida nueva desde él</translation>
    </message>
    <message>
        <source>Play &amp;Invisible Chess…</source>
        <translation>Jugar al ajedrez &amp;invisible…</translation>
    </message>
    <message>
        <source>Play the variant in which some pieces are invisible to the opponent, against the advisors of Bud et al.</source>
        <translation>Jugar a la variante en la que algunas piezas son invisibles para el rival, contra los asesores de Bud et al.</translation>
    </message>
    <message>
        <source>Interrupted Save</source>
        <translation>Guardado interrumpido</translation>
    </message>
    <message>
        <source>Kibitz was stopped while it was saving %1 (%2). The file is as it was before that save.

The copy it was writing is still there, %3, and may hold edits that were never saved.</source>
        <translation>Kibitz se detuvo mientras guardaba %1 (%2). El archivo está como estaba antes de ese guardado.

La copia que escribía sigue ahí, %3, y puede contener cambios que nunca se guardaron.</translation>
    </message>
    <message>
        <source>&amp;Open the Copy</source>
        <translation>&amp;Abrir la copia</translation>
    </message>
    <message>
        <source>&amp;Delete the Copy</source>
        <translation>&amp;Borrar la copia</translation>
    </message>
    <message>
        <source>&amp;Keep It for Now</source>
        <translation>&amp;Conservarla por ahora</translation>
    </message>
    <message>
        <source>Cannot delete %1.</source>
        <translation>No se puede borrar %1.</translation>
    </message>
    <message>
        <source>%1 (recovered %2%3).%4</source>
        <translation>%1 (recuperado %2%3).%4</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>No se puede renombrar %1 como %2.</translation>
    </message>
    <message>
        <source>Did not export to %1: the game would not be written as it is.</source>
        <translation>No se exportó a %1: la partida no se escribiría tal como está.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveContextMenu</name>
    <message>
        <source>good move</source>
        <translation>buena jugada</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>brilliant move</source>
        <translation>jugada brillante</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <source>interesting move</source>
        <translation>jugada interesante</translation>
    </message>
    <message>
        <source>dubious move</source>
        <translation>jugada dudosa</translation>
    </message>
    <message>
        <source>equal position</source>
        <translation>posición igualada</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>las blancas están ligeramente mejor</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>las negras están ligeramente mejor</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>las blancas están mejor</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>las negras están mejor</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>las blancas ganan</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>las negras ganan</translation>
    </message>
    <message>
        <source>%1	%2</source>
        <translation>%1	%2</translation>
    </message>
    <message>
        <source>Mark the move with %1 (%2)</source>
        <translation>Marcar la jugada con %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Remove Glyphs</source>
        <translation>&amp;Quitar símbolos</translation>
    </message>
    <message>
        <source>Remove every glyph (!, ?, ± …) from the move</source>
        <translation>Quitar todos los símbolos (!, ?, ± …) de la jugada</translation>
    </message>
    <message>
        <source>Edit &amp;Comment…</source>
        <translation>Editar &amp;comentario…</translation>
    </message>
    <message>
        <source>Write or change the comment after the move</source>
        <translation>Escribir o cambiar el comentario tras la jugada</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Promover variante</translation>
    </message>
    <message>
        <source>Make this variation the main continuation at its branch</source>
        <translation>Convertir esta variante en la continuación principal en su bifurcación</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>&amp;Eliminar variante</translation>
    </message>
    <message>
        <source>Remove the variation this move belongs to</source>
        <translation>Eliminar la variante a la que pertenece esta jugada</translation>
    </message>
    <message>
        <source>Delete &amp;From Here</source>
        <translation>Eliminar &amp;desde aquí</translation>
    </message>
    <message>
        <source>Remove this move and every move after it</source>
        <translation>Eliminar esta jugada y todas las siguientes</translation>
    </message>
    <message>
        <source>Add &amp;Glyph</source>
        <translation>Añadir &amp;símbolo</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Editar comentario</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Comentario tras %1:</translation>
    </message>
    <message>
        <source>Edit Comment &amp;Before…</source>
        <translation>Editar comentario &amp;anterior…</translation>
    </message>
    <message>
        <source>Write or change the comment before the move</source>
        <translation>Escribir o cambiar el comentario antes de la jugada</translation>
    </message>
    <message>
        <source>Edit G&amp;ame Comment…</source>
        <translation>Editar comentario de la pa&amp;rtida…</translation>
    </message>
    <message>
        <source>Write or change the game&apos;s comment, before its first move</source>
        <translation>Escribir o cambiar el comentario de la partida, antes de su primera jugada</translation>
    </message>
    <message>
        <source>Edit Comment Before Move</source>
        <translation>Editar comentario antes de la jugada</translation>
    </message>
    <message>
        <source>Comment before %1:</source>
        <translation>Comentario antes de %1:</translation>
    </message>
    <message>
        <source>Edit Game Comment</source>
        <translation>Editar comentario de la partida</translation>
    </message>
    <message>
        <source>Comment before the game&apos;s first move:</source>
        <translation>Comentario antes de la primera jugada de la partida:</translation>
    </message>
    <message>
        <source>Glyph %1 on %2</source>
        <translation>Símbolo %1 en %2</translation>
    </message>
    <message>
        <source>Remove Glyph %1 from %2</source>
        <translation>Quitar el símbolo %1 de %2</translation>
    </message>
    <message>
        <source>Remove Glyphs from %1</source>
        <translation>Quitar los símbolos de %1</translation>
    </message>
    <message>
        <source>Comment on %1</source>
        <translation>Comentario sobre %1</translation>
    </message>
    <message>
        <source>Comment Before %1</source>
        <translation>Comentario antes de %1</translation>
    </message>
    <message>
        <source>Game Comment</source>
        <translation>Comentario de la partida</translation>
    </message>
    <message>
        <source>Promote %1</source>
        <translation>Promover %1</translation>
    </message>
    <message>
        <source>Delete Variation %1</source>
        <translation>Borrar la variante %1</translation>
    </message>
    <message>
        <source>Delete From %1</source>
        <translation>Borrar desde %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTableModel</name>
    <message>
        <source>%1 exact</source>
        <translation>%1 exacto</translation>
    </message>
    <message>
        <source>Exact: the game is over after this move.</source>
        <translation>Exacto: la partida termina tras esta jugada.</translation>
    </message>
    <message>
        <source>Exact: the engine proved a mate.</source>
        <translation>Exacto: el motor ha demostrado un mate.</translation>
    </message>
    <message>
        <source>An estimate from the engine&apos;s score: in strong play White wins %1 %, draws %2 % and loses %3 %.</source>
        <translation>Una estimación a partir de la evaluación del motor: con juego fuerte, las blancas ganan el %1 %, hacen tablas el %2 % y pierden el %3 %.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>The legal moves; sorted by this column, best by the engine first</source>
        <translation>Las jugadas legales; ordenadas por esta columna, la mejor según el motor primero</translation>
    </message>
    <message>
        <source>How many plies deep the engine searched the move</source>
        <translation>Cuántas medias jugadas de profundidad calculó el motor para esta jugada</translation>
    </message>
    <message>
        <source>Exact: an endgame table has the position after this move.</source>
        <translation>Exacto: una tabla de finales conoce la posición tras este movimiento.</translation>
    </message>
    <message>
        <source>Michie&apos;s expected utility u = %1 (P(win) − P(loss) for White)</source>
        <translation>Utilidad esperada de Michie u = %1 (P(victoria) − P(derrota) para las blancas)</translation>
    </message>
    <message>
        <source>Likely</source>
        <translation>Probable</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Esperado</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Best play</source>
        <translation>Mejor juego</translation>
    </message>
    <message>
        <source>How likely a player of this rating is to play the move (Michie&apos;s model of fallible play: the probability of the move)</source>
        <translation>Lo probable que es que un jugador de este rating haga la jugada (modelo de juego falible de Michie: la probabilidad de la jugada)</translation>
    </message>
    <message>
        <source>White&apos;s expected score after the move when players of these ratings play on (win 1, draw ½): (1 + u) / 2, with Michie&apos;s expected utility u = P(win) − P(loss)</source>
        <translation>La puntuación esperada de las blancas tras la jugada si jugadores de estos ratings siguen jugando (victoria 1, tablas ½): (1 + u) / 2, con la utilidad esperada de Michie u = P(victoria) − P(derrota)</translation>
    </message>
    <message>
        <source>The engine&apos;s score for the move, in pawns from White&apos;s side; #n: White mates in n moves, #-n: Black mates</source>
        <translation>La evaluación de la jugada por el motor, en peones desde el lado de las blancas; #n: las blancas dan mate en n jugadas, #-n: dan mate las negras</translation>
    </message>
    <message>
        <source>The result with best play after the move, White&apos;s side: the game-theoretic value v (+1 White wins, 0 draw, −1 Black wins), exact when the game is over, a mate is proven or a table knows it, otherwise (≈) estimated from the engine&apos;s score as the annotations estimate it</source>
        <translation>El resultado con el mejor juego tras la jugada, desde el lado de las blancas: el valor teórico v (+1 ganan las blancas, 0 tablas, −1 ganan las negras), exacto cuando la partida ha terminado, se ha probado un mate o una tabla lo conoce, si no (≈) estimado a partir de la evaluación del motor como lo estiman las anotaciones</translation>
    </message>
    <message>
        <source>The suggested move (the arrow on the board): of the moves the engine rates within half a pawn of its best, the one with the best expected score at these strengths</source>
        <translation>La jugada sugerida (la flecha en el tablero): de las jugadas que el motor valora a menos de medio peón de su mejor, la de mejor resultado esperado con estas fuerzas</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveText</name>
    <message>
        <source>The text stops after %1 of the game&apos;s %2 moves. View → Moves as a Table shows them all.</source>
        <translation>El texto se detiene tras %1 de las %2 jugadas de la partida. Ver → Jugadas en tabla las muestra todas.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTextView</name>
    <message>
        <source>Before the move: %1</source>
        <translation>Antes de la jugada: %1</translation>
    </message>
    <message>
        <source>After the move: %1</source>
        <translation>Tras la jugada: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTreeModel</name>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Before the move: %1</source>
        <translation>Antes de la jugada: %1</translation>
    </message>
    <message>
        <source>After the move: %1</source>
        <translation>Tras la jugada: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PiecePalette</name>
    <message>
        <source>Eraser</source>
        <translation>Borrador</translation>
    </message>
    <message>
        <source>Eraser: click a piece on the board to take it off (a right click takes a piece off with any tool)</source>
        <translation>Borrador: un clic en una pieza la quita del tablero (un clic derecho quita una pieza con cualquier herramienta)</translation>
    </message>
    <message>
        <source>%1: click a square to put one there, click it again to take it off</source>
        <translation>%1: clic en una casilla para poner una, otro clic para quitarla</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Rey blanco</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Rey negro</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Dama blanca</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Dama negra</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Torre blanca</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Torre negra</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Alfil blanco</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Alfil negro</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Caballo blanco</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Caballo negro</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Peón blanco</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Peón negro</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerStrip</name>
    <message>
        <source>The time left on this player&apos;s clock after their last move, from the game&apos;s [%clk] comments (or its TimeControl tag before the first one)</source>
        <translation>El tiempo que le queda en el reloj a este jugador tras su última jugada, de los comentarios [%clk] de la partida (o de su etiqueta TimeControl antes del primero)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerSummaryView</name>
    <message>
        <source>Analyse the game to see a summary for each player.</source>
        <translation>Analice la partida para ver un resumen de cada jugador.</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Puntos perdidos</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Signos</translation>
    </message>
    <message>
        <source>How many moves Kibitz marked ?? (blunder), ? (mistake), ?! (dubious), !? (interesting), ! (good) and !! (brilliant).</source>
        <translation>Cuántas jugadas marcó Kibitz con ?? (error grave), ? (error), ?! (dudosa), !? (interesante), ! (buena) y !! (brillante).</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>Jugó como</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>The game turned</source>
        <translation>Momentos clave</translation>
    </message>
    <message>
        <source>The moves that lowered their player&apos;s chances the most, as the evaluations say: at most three, each at least a mistake&apos;s worth, none from the opening book. Click one to see the position.</source>
        <translation>Las jugadas que más redujeron las posibilidades de su jugador, según las evaluaciones: tres como mucho, cada una de al menos el valor de un error, ninguna del libro de aperturas. Pulse una para ver la posición.</translation>
    </message>
    <message>
        <source>never: no move lost as much as a mistake</source>
        <translation>nunca: ninguna jugada perdió tanto como un error</translation>
    </message>
    <message>
        <source>No move out of the opening book lowered its player&apos;s chances by a mistake&apos;s worth or more, as the evaluations say.</source>
        <translation>Ninguna jugada fuera del libro de aperturas redujo las posibilidades de su jugador tanto como un error o más, según las evaluaciones.</translation>
    </message>
    <message>
        <source>%1 expected points lost in %2 moves</source>
        <translation>%1 puntos esperados perdidos en %2 jugadas</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Estimated from %1 moves</source>
        <translation>Estimado con %1 jugadas</translation>
    </message>
    <message>
        <source>too few moves (%1)</source>
        <translation>muy pocas jugadas (%1)</translation>
    </message>
    <message>
        <source>A rating estimate needs at least %1 moves</source>
        <translation>Estimar la puntuación requiere al menos %1 jugadas</translation>
    </message>
    <message>
        <source>%1 took the evaluation from %2 to %3 (White&apos;s standpoint, in pawns). Click to go to this position.</source>
        <translation>%1 llevó la evaluación de %2 a %3 (desde el punto de vista de las blancas, en peones). Pulse para ir a esta posición.</translation>
    </message>
    <message>
        <source>The rating at which the moves of this game are most typical, with the range it lies in with 95% confidence; it needs at least %1 moves. Moves in positions already won or lost (by more than three pawns) do not count. 2900+ means at least 2900, the strongest play the model knows.</source>
        <translation>El Elo al que las jugadas de esta partida son más típicas, con el intervalo en que está con un 95 % de confianza; necesita al menos %1 jugadas. Las jugadas en posiciones ya ganadas o perdidas (más de tres peones) no cuentan. 2900+ significa al menos 2900, el juego más fuerte que conoce el modelo.</translation>
    </message>
    <message>
        <source>How much of a point each player gave away with their moves, added up over the game: each move out of the opening book counts how far it lowered the player&apos;s expected score, at their strength, below what the position promised them. Book moves are theory and count nothing. 0.50 is half a point.</source>
        <translation>Cuánto de un punto regaló cada jugador con sus jugadas, sumado sobre la partida: cada jugada fuera del libro de aperturas cuenta cuánto bajó la puntuación esperada del jugador, a su fuerza, por debajo de lo que la posición le prometía. Las jugadas de libro son teoría y no cuentan. 0,50 es medio punto.</translation>
    </message>
    <message>
        <source>Analysing the game: the summary for each player comes when every position is done.</source>
        <translation>Analizando la partida: el resumen de cada jugador llega cuando todas las posiciones estén hechas.</translation>
    </message>
    <message>
        <source>%1 expected points lost in %2 moves out of the opening book (its %3 book moves are theory, not judged)</source>
        <translation>%1 puntos esperados perdidos en %2 jugadas fuera del libro de aperturas (sus %3 jugadas de libro son teoría, no se juzgan)</translation>
    </message>
    <message>
        <source>never: every move is from the opening book</source>
        <translation>nunca: todas las jugadas salen del libro de aperturas</translation>
    </message>
    <message>
        <source>Every move of the game is opening theory (the ECO book), which Kibitz names but does not judge.</source>
        <translation>Cada jugada de la partida es teoría de aperturas (el libro ECO), que Kibitz nombra pero no juzga.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlyChart</name>
    <message>
        <source>ply</source>
        <translation>media jugada</translation>
    </message>
    <message>
        <source>current position</source>
        <translation>posición actual</translation>
    </message>
    <message>
        <source>Across: the plies (half-moves) from the start. Click a point to go to that position.</source>
        <translation>En horizontal: las medias jugadas desde el inicio. Haz clic en un punto para ir a esa posición.</translation>
    </message>
    <message>
        <source>annotated moves</source>
        <translation>jugadas anotadas</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ProgressIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop this job</source>
        <translation>Detener esta tarea</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PromotionChooser</name>
    <message>
        <source>Promotion</source>
        <translation>Coronación</translation>
    </message>
    <message>
        <source>Choose the piece the pawn becomes: queen, rook, bishop or knight. Escape cancels the move.</source>
        <translation>Elige la pieza en la que corona el peón: dama, torre, alfil o caballo. Escape cancela la jugada.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ReadErrorsDialog</name>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Double-click a game to go to it</source>
        <translation>Haga doble clic en una partida para ir a ella</translation>
    </message>
    <message>
        <source>Read Errors — %1</source>
        <translation>Errores de lectura — %1</translation>
    </message>
    <message>
        <source>No game of %1 has a problem so far; the file is still being checked.</source>
        <translation>Por ahora ninguna partida de %1 tiene problemas; el archivo aún se está comprobando.</translation>
    </message>
    <message>
        <source>Every game of %1 was read to its end.</source>
        <translation>Todas las partidas de %1 se leyeron hasta el final.</translation>
    </message>
    <message>
        <source>Games of %1 that could not be read to their end: %2. Each is shown as far as it was read.</source>
        <translation>Partidas de %1 que no se pudieron leer hasta el final: %2. Cada una se muestra hasta donde se leyó.</translation>
    </message>
    <message>
        <source>The file is still being checked.</source>
        <translation>El archivo aún se está comprobando.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ScreenshotJob</name>
    <message>
        <source>Cannot write %1: the folder does not exist or is not writable.</source>
        <translation>No se puede escribir %1: la carpeta no existe o no se puede escribir en ella.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Wrote %1 (%2x%3)</source>
        <translation>%1 escrito (%2x%3)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SettingsController</name>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>A&amp;justes…</translation>
    </message>
    <message>
        <source>Change the analysis, the annotations and the appearance</source>
        <translation>Cambiar el análisis, las anotaciones y la apariencia</translation>
    </message>
    <message>
        <source>The language changes the next time Kibitz starts</source>
        <translation>El idioma cambiará la próxima vez que se inicie Kibitz</translation>
    </message>
    <message>
        <source>The value engine %1 could not be started: the built-in engine values instead. Check it in Settings.</source>
        <translation>No se pudo iniciar el motor de valoración %1: valora el motor integrado en su lugar. Compruébelo en Ajustes.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Análisis</translation>
    </message>
    <message>
        <source>A&amp;nnotation</source>
        <translation>A&amp;notación</translation>
    </message>
    <message>
        <source>A&amp;ppearance</source>
        <translation>A&amp;pariencia</translation>
    </message>
    <message>
        <source>Put every setting on every tab back to Kibitz&apos;s defaults</source>
        <translation>Restablecer todos los ajustes de todas las pestañas a los valores predeterminados de Kibitz</translation>
    </message>
    <message>
        <source>Look-ahead tree of each position</source>
        <translation>Árbol de previsión de cada posición</translation>
    </message>
    <message>
        <source>Principal search:</source>
        <translation>Búsqueda principal:</translation>
    </message>
    <message>
        <source>Nodes of the search that scores every legal move of the position. A larger search sees deeper tactics and scores the moves more reliably; each position takes longer in proportion.</source>
        <translation>Nodos de la búsqueda que evalúa cada jugada legal de la posición. Una búsqueda mayor ve táctica más profunda y evalúa las jugadas con más fiabilidad; cada posición tarda proporcionalmente más.</translation>
    </message>
    <message>
        <source>Search per leaf:</source>
        <translation>Búsqueda por hoja:</translation>
    </message>
    <message>
        <source>Nodes of each search that expands a position further down the tree, where the players are likely to go. Larger: the replies there are judged better; each expansion takes longer.</source>
        <translation>Nodos de cada búsqueda que expande una posición más abajo en el árbol, adonde es probable que vayan los jugadores. Mayor: las respuestas allí se juzgan mejor; cada expansión tarda más.</translation>
    </message>
    <message>
        <source> bits</source>
        <translation> bits</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>Presupuesto:</translation>
    </message>
    <message>
        <source>How unlikely a line may be and still be looked into: lines that the modelled players reach with a probability of at least 2^-bits are expanded. Each bit more lets in lines half as likely: a wider tree, better judged chances and tension, for more time.</source>
        <translation>Cuán improbable puede ser una línea y aun así examinarse: se expanden las líneas que los jugadores modelados alcanzan con una probabilidad de al menos 2^-bits. Cada bit más admite líneas la mitad de probables: un árbol más ancho, probabilidades y tensión mejor juzgadas, a cambio de más tiempo.</translation>
    </message>
    <message>
        <source> leaves</source>
        <translation> hojas</translation>
    </message>
    <message>
        <source>Expansions at most:</source>
        <translation>Expansiones como máximo:</translation>
    </message>
    <message>
        <source>Leaves expanded per position at most, whatever the budget: a cap on the time one position can take.</source>
        <translation>Número máximo de hojas expandidas por posición, sea cual sea el presupuesto: un límite al tiempo que puede tardar una posición.</translation>
    </message>
    <message>
        <source>Model of the players</source>
        <translation>Modelo de los jugadores</translation>
    </message>
    <message>
        <source>Fitted to human games (default)</source>
        <translation>Ajustado a partidas humanas (predeterminado)</translation>
    </message>
    <message>
        <source>Michie&apos;s constants (1981)</source>
        <translation>Constantes de Michie (1981)</translation>
    </message>
    <message>
        <source>Players&apos; choices:</source>
        <translation>Elección de los jugadores:</translation>
    </message>
    <message>
        <source>How likely a player of a given rating is to choose each move: it decides which lines the tree looks into and how much each reply counts. Fitted to human games: the constants that best predict the moves played in real games. Michie&apos;s constants: his original c = 3 and merit = Elo / 1000.</source>
        <translation>Cuán probable es que un jugador de una puntuación dada elija cada jugada: decide qué líneas examina el árbol y cuánto cuenta cada respuesta. Ajustado a partidas humanas: las constantes que mejor predicen las jugadas de partidas reales. Constantes de Michie: sus c = 3 y mérito = Elo / 1000 originales.</translation>
    </message>
    <message>
        <source>Human play at the players&apos; ratings (default)</source>
        <translation>Juego humano según la puntuación (predeterminado)</translation>
    </message>
    <message>
        <source>Engine self-play (engine games)</source>
        <translation>Motor contra sí mismo (partidas de motores)</translation>
    </message>
    <message>
        <source>Values at the horizon:</source>
        <translation>Valores en el horizonte:</translation>
    </message>
    <message>
        <source>How the positions where the tree stops are turned into chances of a win, a draw and a loss. Human play: the chances in real games between players of these ratings, where the same engine score is worth more between strong players than between weak ones. Engine self-play: the chances when the built-in engine plays itself, the same at every rating; for games between engines.</source>
        <translation>Cómo las posiciones donde se detiene el árbol se convierten en probabilidades de victoria, tablas y derrota. Juego humano: las probabilidades en partidas reales entre jugadores de esas puntuaciones, donde una misma evaluación del motor vale más entre jugadores fuertes que entre débiles. Motor contra sí mismo: las probabilidades cuando el motor integrado juega contra sí mismo, iguales a cualquier puntuación; para partidas entre motores.</translation>
    </message>
    <message>
        <source>Value of each position</source>
        <translation>Valor de cada posición</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Value search:</source>
        <translation>Búsqueda de valor:</translation>
    </message>
    <message>
        <source>Nodes of a last search of the best line alone, deeper than the principal search, that values each position: whether it is won, drawn or lost with best play, and the score written as [%eval]. It decides whether a move threw away the result (? and ??). None: the principal search&apos;s value.</source>
        <translation>Nodos de una última búsqueda solo de la mejor línea, más profunda que la búsqueda principal, que valora cada posición: si está ganada, en tablas o perdida con el mejor juego, y la evaluación escrita como [%eval]. Decide si una jugada echó a perder el resultado (? y ??). Ninguna: el valor de la búsqueda principal.</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Motor integrado</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program file</source>
        <translation>Elegir el archivo ejecutable del motor</translation>
    </message>
    <message>
        <source>Value engine:</source>
        <translation>Motor de valor:</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Cálculo</translation>
    </message>
    <message>
        <source>All cores (%1)</source>
        <translation>Todos los núcleos (%1)</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Hilos:</translation>
    </message>
    <message>
        <source>Positions analysed at the same time. All cores is fastest; fewer leave the computer free for other work. The results are the same either way.</source>
        <translation>Posiciones analizadas a la vez. Todos los núcleos es lo más rápido; menos dejan el ordenador libre para otras tareas. Los resultados son los mismos en ambos casos.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source> Elo</source>
        <translation> Elo</translation>
    </message>
    <message>
        <source>Default strength:</source>
        <translation>Fuerza predeterminada:</translation>
    </message>
    <message>
        <source>The strength of a player whose game has no rating tag (WhiteElo, BlackElo): the model plays like a player of this rating (merit = Elo / 1000; 0 plays at random).</source>
        <translation>La fuerza de un jugador cuya partida no tiene etiqueta de puntuación (WhiteElo, BlackElo): el modelo juega como un jugador de esa puntuación (mérito = Elo / 1000; 0 juega al azar).</translation>
    </message>
    <message>
        <source>Move symbols and assessments</source>
        <translation>Símbolos de jugadas y valoraciones de la posición</translation>
    </message>
    <message>
        <source>u is the expected outcome between players of the given strengths, from -1 (Black wins) to +1 (White wins).</source>
        <translation>u es el resultado esperado entre jugadores de las fuerzas indicadas, de -1 (ganan las negras) a +1 (ganan las blancas).</translation>
    </message>
    <message>
        <source>u: the expected outcome, from -1 (Black wins) to +1 (White wins)</source>
        <translation>u: el resultado esperado, de -1 (ganan las negras) a +1 (ganan las blancas)</translation>
    </message>
    <message>
        <source>Small:</source>
        <translation>Pequeño:</translation>
    </message>
    <message>
        <source>A move that lowers u by this much or more is dubious (?!); one that raises it as much in a difficult position is good (!). From this |u| on a side stands slightly better (⩲ ⩱). Smaller: more symbols.</source>
        <translation>Una jugada que baja u en esta cantidad o más es dudosa (?!); una que lo sube otro tanto en una posición difícil es buena (!). A partir de este |u|, un bando está ligeramente mejor (⩲ ⩱). Menor: más símbolos.</translation>
    </message>
    <message>
        <source>Large:</source>
        <translation>Grande:</translation>
    </message>
    <message>
        <source>A move that throws away the result and lowers u by this much is a blunder (??), not a mistake (?); one that raises u as much without losing is brilliant (!!). From this |u| on a side has a clear advantage (± ∓).</source>
        <translation>Una jugada que echa a perder el resultado y baja u en esta cantidad es un error grave (??), no un error (?); una que sube u otro tanto sin perder es brillante (!!). A partir de este |u|, un bando tiene una clara ventaja (± ∓).</translation>
    </message>
    <message>
        <source>Decisive:</source>
        <translation>Decisivo:</translation>
    </message>
    <message>
        <source>From this |u| on a side&apos;s advantage is decisive (+− −+).</source>
        <translation>A partir de este |u|, la ventaja de un bando es decisiva (+− −+).</translation>
    </message>
    <message>
        <source>Hysteresis:</source>
        <translation>Histéresis:</translation>
    </message>
    <message>
        <source>How far u may leave its band before the assessment changes, so that a u wavering on a boundary does not bring a new assessment at every move.</source>
        <translation>Cuánto puede salir u de su franja antes de que cambie la valoración, para que un u que oscila en un límite no traiga una nueva valoración en cada jugada.</translation>
    </message>
    <message>
        <source>Tension low:</source>
        <translation>Tensión baja:</translation>
    </message>
    <message>
        <source>A balanced position this tense or less is lifeless: neither side is likely to win.</source>
        <translation>Una posición equilibrada con esta tensión o menos está muerta: ningún bando tiene probabilidades de ganar.</translation>
    </message>
    <message>
        <source>Tension high:</source>
        <translation>Tensión alta:</translation>
    </message>
    <message>
        <source>A position this tense or more is full of tension: a decisive result is likely.</source>
        <translation>Una posición con esta tensión o más está llena de tensión: un resultado decisivo es probable.</translation>
    </message>
    <message>
        <source>Win probability:</source>
        <translation>Probabilidad de victoria:</translation>
    </message>
    <message>
        <source>An undecided position counts as won (lost) when the probability of a win (loss) that a model of strong play gives its score is at least this. Higher: fewer positions count as won, fewer moves as ? and ??.</source>
        <translation>Una posición indecisa cuenta como ganada (perdida) cuando la probabilidad de victoria (derrota) que un modelo de juego fuerte asigna a su evaluación es al menos este valor. Mayor: menos posiciones cuentan como ganadas, menos jugadas como ? y ??.</translation>
    </message>
    <message>
        <source>Value drop:</source>
        <translation>Caída de valor:</translation>
    </message>
    <message>
        <source>A move throws away the result (? or ??) when it lowers the expected value w - l of that model by this much or more. Smaller: more ? and ??.</source>
        <translation>Una jugada echa a perder el resultado (? o ??) cuando baja el valor esperado w - l de ese modelo en esta cantidad o más. Menor: más ? y ??.</translation>
    </message>
    <message>
        <source>Inaccuracy drop:</source>
        <translation>Caída por imprecisión:</translation>
    </message>
    <message>
        <source>A move that keeps the result is an inaccuracy (?!) only when it lowers the practical chances and the expected value w - l of that model by this much or more. 0: the practical chances alone decide. Smaller: more ?!.</source>
        <translation>Una jugada que conserva el resultado solo es una imprecisión (?!) si reduce las posibilidades prácticas y la esperanza w - l de ese modelo en esta cantidad o más. 0: deciden solo las posibilidades prácticas. Menor: más ?!.</translation>
    </message>
    <message>
        <source>Written into the game</source>
        <translation>Escrito en la partida</translation>
    </message>
    <message>
        <source>The engine&apos;s score after every move ([%eval])</source>
        <translation>La evaluación del motor tras cada jugada ([%eval])</translation>
    </message>
    <message>
        <source>The preferred move after ?, ?? and ?! as a variation</source>
        <translation>La jugada preferible tras ?, ?? y ?! como variante</translation>
    </message>
    <message>
        <source>After a weak move, the move the model prefers, with the engine&apos;s continuation</source>
        <translation>Tras una jugada débil, la jugada que prefiere el modelo, con la continuación del motor</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>The language of the menus and of the annotations&apos; words. System: the language of the desktop, where Kibitz has it, else English.</source>
        <translation>El idioma de los menús y de las palabras de las anotaciones. Sistema: el idioma del escritorio, si Kibitz lo tiene; si no, inglés.</translation>
    </message>
    <message>
        <source>The language changes when Kibitz is started again.</source>
        <translation>El idioma cambia al volver a iniciar Kibitz.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Piezas:</translation>
    </message>
    <message>
        <source>The set of pieces the board is drawn with</source>
        <translation>El juego de piezas con el que se dibuja el tablero</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> nodos</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Elegir un motor UCI</translation>
    </message>
    <message>
        <source>The thresholds must be in order: small ≤ large ≤ decisive.</source>
        <translation>Los umbrales deben estar en orden: pequeño ≤ grande ≤ decisivo.</translation>
    </message>
    <message>
        <source>Tension low must not exceed tension high.</source>
        <translation>La tensión baja no debe superar la tensión alta.</translation>
    </message>
    <message>
        <source>The inaccuracy drop must not exceed the value drop.</source>
        <translation>La caída por imprecisión no debe superar la caída de valor.</translation>
    </message>
    <message>
        <source>Opening theory</source>
        <translation>Teoría de aperturas</translation>
    </message>
    <message>
        <source>Opening book:</source>
        <translation>Libro de aperturas:</translation>
    </message>
    <message>
        <source>Choose an ECO file</source>
        <translation>Elegir un archivo ECO</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>An ECO file in pgn-extract&apos;s format (Debian&apos;s pgn-extract installs /usr/share/pgn-extract/eco.pgn). Its openings are named above the moves and in the annotated game&apos;s tags; moves it knows get no move symbol. Empty: no book.</source>
        <translation>Un archivo ECO en el formato de pgn-extract (el paquete pgn-extract de Debian instala /usr/share/pgn-extract/eco.pgn). Sus aperturas se nombran encima de las jugadas y en las etiquetas de la partida anotada; las jugadas que conoce no reciben símbolo. Vacío: sin libro.</translation>
    </message>
    <message>
        <source>Endgame tables:</source>
        <translation>Tablas de finales:</translation>
    </message>
    <message>
        <source>Choose a folder of Syzygy tables</source>
        <translation>Elegir una carpeta de tablas Syzygy</translation>
    </message>
    <message>
        <source>Folders of Syzygy endgame tables (.rtbw and .rtbz files), separated by &apos;:&apos;. A position in them gets its exact value, won, drawn or lost, under the 50-move rule. Empty: none.</source>
        <translation>Carpetas de tablas de finales Syzygy (archivos .rtbw y .rtbz), separadas por &apos;:&apos;. Una posición que esté en ellas recibe su valor exacto, ganada, tablas o perdida, según la regla de los 50 movimientos. Vacío: ninguna.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrón</translation>
    </message>
    <message>
        <source>Squares:</source>
        <translation>Casillas:</translation>
    </message>
    <message>
        <source>The colours of the board&apos;s squares</source>
        <translation>Los colores de las casillas del tablero</translation>
    </message>
    <message>
        <source>Engine &amp;Lines</source>
        <translation>&amp;Líneas del motor</translation>
    </message>
    <message>
        <source>The engine of the live lines</source>
        <translation>El motor de las líneas en directo</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>The UCI engine (e.g. /usr/games/stockfish, or a command line with its arguments) whose best lines the Analysis panel shows. Empty: the built-in engine. Its own options are set with Options… over the lines.</source>
        <translation>El motor UCI (p. ej. /usr/games/stockfish, o una línea de órdenes con sus argumentos) cuyas mejores líneas muestra el panel de análisis. Vacío: el motor integrado. Sus opciones se ajustan con Opciones… sobre las líneas.</translation>
    </message>
    <message>
        <source>Engine threads:</source>
        <translation>Hilos del motor:</translation>
    </message>
    <message>
        <source>The engine&apos;s threads (UCI Threads). The lines wait while the game is analysed, so they never take cores from the analysis.</source>
        <translation>Los hilos del motor (UCI Threads). Las líneas esperan mientras se analiza la partida, así que nunca quitan núcleos al análisis.</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Engine hash:</source>
        <translation>Hash del motor:</translation>
    </message>
    <message>
        <source>The engine&apos;s hash table (UCI Hash).</source>
        <translation>La tabla hash del motor (UCI Hash).</translation>
    </message>
    <message>
        <source>Until stopped</source>
        <translation>Hasta detenerlo</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>Each position:</source>
        <translation>Cada posición:</translation>
    </message>
    <message>
        <source>How long the engine looks at each position: until another is shown, to a depth, for a number of nodes, or for some seconds.</source>
        <translation>Cuánto tiempo mira el motor cada posición: hasta que se muestra otra, hasta una profundidad, durante un número de nodos o unos segundos.</translation>
    </message>
    <message>
        <source>Search again, deeper</source>
        <translation>Buscar de nuevo, más profundo</translation>
    </message>
    <message>
        <source>Doubtful moves:</source>
        <translation>Jugadas dudosas:</translation>
    </message>
    <message>
        <source>Where a move seems to throw away part of the result, value the positions before and after it again with a search ten times as large, and where it still seems to lose more than an inaccuracy but less than a mistake, five times larger again: surer ? and ?? for a little more time (in games with many errors about twice as much). Off: every position is valued once.</source>
        <translation>Donde una jugada parece tirar parte del resultado, volver a valorar las posiciones antes y después de ella con una búsqueda diez veces mayor, y donde aún parece perder más que una imprecisión pero menos que un error, cinco veces mayor todavía: ? y ?? más seguros a cambio de algo más de tiempo (en partidas con muchos errores, cerca del doble). Desactivado: cada posición se valora una sola vez.</translation>
    </message>
    <message>
        <source>A UCI engine (e.g. /usr/games/stockfish) does the value search instead of the built-in engine, one process per thread, with Threads 1 and Hash 64. Empty: the built-in engine.</source>
        <translation>Un motor UCI (p. ej. /usr/games/stockfish) hace la búsqueda de valor en lugar del motor integrado, un proceso por hilo, con Threads 1 y Hash 64. Vacío: el motor integrado.</translation>
    </message>
    <message>
        <source>Only-move gap:</source>
        <translation>Margen de la única jugada:</translation>
    </message>
    <message>
        <source>A quiet pawn move (no capture) that the engine scores best gets ! as the only move that keeps the advantage when every other move would lower the expected value w - l by this much or more: from move %1, for a side that is better but has not yet won. It costs one more search where the game plays such a move. 0: no such !.</source>
        <translation>Una jugada de peón tranquila (sin captura) que el motor valora como la mejor recibe ! como la única jugada que mantiene la ventaja cuando cualquier otra bajaría el valor esperado w - l en esta cantidad o más: desde la jugada %1, para un bando que está mejor pero aún no ha ganado. Cuesta una búsqueda más donde la partida juega una jugada así. 0: ningún ! así.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SetupDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Preparar posición</translation>
    </message>
    <message>
        <source>The position as FEN. It follows the board; type or paste a FEN here to set up the board from it</source>
        <translation>La posición en FEN. Sigue al tablero; escribir o pegar aquí una FEN prepara el tablero a partir de ella</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>FE&amp;N:</translation>
    </message>
    <message>
        <source>Start a new game from this position</source>
        <translation>Empezar una partida nueva desde esta posición</translation>
    </message>
    <message>
        <source>Close without changing the game</source>
        <translation>Cerrar sin cambiar la partida</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece there; drag a piece to move it, or off the board to take it off; right-click a piece to take it off</source>
        <translation>Clic en una casilla para poner allí la pieza elegida; arrastrar una pieza para moverla, o fuera del tablero para quitarla; clic derecho en una pieza para quitarla</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <source>Put all the pieces on their squares for a new game</source>
        <translation>Poner todas las piezas en sus casillas para una partida nueva</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vaciar tablero</translation>
    </message>
    <message>
        <source>Take every piece off the board</source>
        <translation>Quitar todas las piezas del tablero</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar tablero</translation>
    </message>
    <message>
        <source>See the board from the other side; the position stays as it is</source>
        <translation>Ver el tablero desde el otro lado; la posición no cambia</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Bando que mueve</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancas</translation>
    </message>
    <message>
        <source>White plays the next move</source>
        <translation>Las blancas juegan la siguiente jugada</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Negras</translation>
    </message>
    <message>
        <source>Black plays the next move</source>
        <translation>Las negras juegan la siguiente jugada</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Enroque</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancas O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancas O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Negras O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Negras O-O-O</translation>
    </message>
    <message>
        <source>White may still castle short: the white king on e1 and the rook on h1 have not moved</source>
        <translation>Las blancas aún pueden enrocar corto: el rey blanco en e1 y la torre en h1 no se han movido</translation>
    </message>
    <message>
        <source>White may still castle long: the white king on e1 and the rook on a1 have not moved</source>
        <translation>Las blancas aún pueden enrocar largo: el rey blanco en e1 y la torre en a1 no se han movido</translation>
    </message>
    <message>
        <source>Black may still castle short: the black king on e8 and the rook on h8 have not moved</source>
        <translation>Las negras aún pueden enrocar corto: el rey negro en e8 y la torre en h8 no se han movido</translation>
    </message>
    <message>
        <source>Black may still castle long: the black king on e8 and the rook on a8 have not moved</source>
        <translation>Las negras aún pueden enrocar largo: el rey negro en e8 y la torre en a8 no se han movido</translation>
    </message>
    <message>
        <source>The square a pawn has just skipped with a two-square move, when a pawn of the side to move can take it en passant</source>
        <translation>La casilla que un peón acaba de saltar con un avance doble, cuando un peón del bando que mueve puede capturarlo al paso</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;Al paso:</translation>
    </message>
    <message>
        <source>Moves by either side since the last capture or pawn move, for the fifty-move rule</source>
        <translation>Jugadas de ambos bandos desde la última captura o jugada de peón, para la regla de las cincuenta jugadas</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Medias jugadas:</translation>
    </message>
    <message>
        <source>The number of the move to be played, as the score sheet counts it</source>
        <translation>El número de la jugada que se va a hacer, como la cuenta la planilla</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Número de jugada:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Juegan las blancas.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Juegan las negras.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::StrengthControls</name>
    <message>
        <source>From the game&apos;s tags</source>
        <translation>De las etiquetas de la partida</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancas:</translation>
    </message>
    <message>
        <source>White&apos;s strength as an Elo rating: the model&apos;s White plays like a player of this rating (merit = Elo / 1000; 0 plays at random)</source>
        <translation>La fuerza de las blancas como puntuación Elo: las blancas del modelo juegan como un jugador de esa puntuación (mérito = Elo / 1000; 0 juega al azar)</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Negras:</translation>
    </message>
    <message>
        <source>Black&apos;s strength as an Elo rating: the model&apos;s Black plays like a player of this rating (merit = Elo / 1000; 0 plays at random)</source>
        <translation>La fuerza de las negras como puntuación Elo: las negras del modelo juegan como un jugador de esa puntuación (mérito = Elo / 1000; 0 juega al azar)</translation>
    </message>
    <message>
        <source>Take the strengths from the game&apos;s WhiteElo and BlackElo tags (%1 where a tag is missing)</source>
        <translation>Tomar las fuerzas de las etiquetas WhiteElo y BlackElo de la partida (%1 donde falte una etiqueta)</translation>
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
        <translation>Etiquetas de la partida</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Añadir etiqueta</translation>
    </message>
    <message>
        <source>A new tag, e.g. Annotator, WhiteElo or TimeControl</source>
        <translation>Una etiqueta nueva, p. ej. Annotator, WhiteElo o TimeControl</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Quitar etiqueta</translation>
    </message>
    <message>
        <source>Row %1: the tag name &quot;%2&quot; may hold only letters, digits and underscores (PGN standard 8.1.1).</source>
        <translation>Fila %1: el nombre de etiqueta «%2» solo puede tener letras, cifras y guiones bajos (estándar PGN 8.1.1).</translation>
    </message>
    <message>
        <source>Row %1: the game has a %2 tag already.</source>
        <translation>Fila %1: la partida ya tiene una etiqueta %2.</translation>
    </message>
    <message>
        <source>Row %1: a tag&apos;s value must be on one line.</source>
        <translation>Fila %1: el valor de una etiqueta debe ir en una sola línea.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TextFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::UciLines</name>
    <message>
        <source>The engine “%1” could not be started: %2</source>
        <translation>No se pudo iniciar el motor «%1»: %2</translation>
    </message>
    <message>
        <source>The engine “%1” stopped: it crashed or was killed</source>
        <translation>El motor «%1» se detuvo: falló o lo mataron</translation>
    </message>
    <message>
        <source>The engine “%1” stopped (exit code %2)</source>
        <translation>El motor «%1» se detuvo (código de salida %2)</translation>
    </message>
    <message>
        <source>The engine “%1” did not answer as a UCI engine</source>
        <translation>El motor «%1» no respondió como un motor UCI</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Kibitz: annotates chess games like a commentator.</source>
        <translation>Kibitz: anota partidas de ajedrez como un comentarista.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Un archivo PGN para abrir.</translation>
    </message>
    <message>
        <source>Open the game, annotate it, write a PNG picture of the window to &lt;image&gt; and exit.</source>
        <translation>Abrir la partida, anotarla, escribir una imagen PNG de la ventana en &lt;image&gt; y salir.</translation>
    </message>
    <message>
        <source>The window&apos;s size for --screenshot (default 1600x1000).</source>
        <translation>El tamaño de la ventana para --screenshot (por defecto 1600x1000).</translation>
    </message>
    <message>
        <source>The ply shown by --screenshot (default: the middle).</source>
        <translation>La media jugada que muestra --screenshot (por defecto: la mitad).</translation>
    </message>
    <message>
        <source>Nodes of each position&apos;s principal search, for tests: the leaf searches get a twentieth, the value search as many, on one thread. The settings&apos; budget otherwise.</source>
        <translation>Nodos de la búsqueda principal de cada posición, para pruebas: las búsquedas por hoja reciben una vigésima parte, la búsqueda de valor otros tantos, en un solo hilo. Si no, el presupuesto de los ajustes.</translation>
    </message>
</context>
</TS>
