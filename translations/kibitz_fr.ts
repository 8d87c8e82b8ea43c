<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>kibitz::CoreMessages</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>A list of squares: &quot;b1 and f3&quot;. %2 may be a list itself (see &quot;%1, %2&quot;).</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The head of a list of squares: &quot;a1, b2 and c3&quot; is &quot;%1, %2&quot; with %2 = &quot;b2 and c3&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement), column %1: %2</source>
        <extracomment>%1 is a column number in the FEN text, %2 the error in that field.</extracomment>
        <translation>champ FEN 1 (placement des pièces), colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>FEN field 2 (side to move), column %1: %2</source>
        <translation>champ FEN 2 (camp au trait), colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>FEN field 3 (castling rights), column %1: %2</source>
        <translation>champ FEN 3 (droits de roque), colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant square), column %1: %2</source>
        <translation>champ FEN 4 (case en passant), colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>FEN field 5 (halfmove clock), column %1: %2</source>
        <translation>champ FEN 5 (compteur de demi-coups), colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>FEN field 6 (fullmove number), column %1: %2</source>
        <translation>champ FEN 6 (numéro du coup), colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the FEN is empty</source>
        <translation>la FEN est vide</translation>
    </message>
    <message>
        <source>the side to move (&apos;w&apos; or &apos;b&apos;) is missing</source>
        <translation>le camp au trait (&apos;w&apos; ou &apos;b&apos;) manque</translation>
    </message>
    <message>
        <source>the castling rights (&apos;-&apos; if none) are missing</source>
        <translation>les droits de roque (&apos;-&apos; s’il n’y en a pas) manquent</translation>
    </message>
    <message>
        <source>the en passant square (&apos;-&apos; if none) is missing</source>
        <translation>la case en passant (&apos;-&apos; s’il n’y en a pas) manque</translation>
    </message>
    <message>
        <source>unexpected text after the fullmove number: &apos;%1&apos;</source>
        <translation>texte inattendu après le numéro du coup&#xa0;: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>rank %1 describes only %2 squares (8 needed)</source>
        <extracomment>%1 is a rank number (1-8), %2 the number of squares (0-7) the FEN gives it.</extracomment>
        <translation>la rangée %1 ne décrit que %2 des 8 cases</translation>
    </message>
    <message>
        <source>rank %1 describes more than 8 squares</source>
        <translation>la rangée %1 décrit plus de 8 cases</translation>
    </message>
    <message>
        <source>more than 8 ranks</source>
        <translation>plus de 8 rangées</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (pieces are PNBRQK and pnbrqk, empty squares 1-8, ranks end with &apos;/&apos;)</source>
        <translation>caractère inattendu &apos;%1&apos; (les pièces sont PNBRQK et pnbrqk, les cases vides 1-8, les rangées se terminent par &apos;/&apos;)</translation>
    </message>
    <message>
        <source>only %1 ranks (8 needed)</source>
        <translation>seulement %1 des 8 rangées</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>les Blancs n’ont pas de roi</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>les Noirs n’ont pas de roi</translation>
    </message>
    <message>
        <source>White has %1 kings</source>
        <translation>les Blancs ont %1 rois</translation>
    </message>
    <message>
        <source>Black has %1 kings</source>
        <translation>les Noirs ont %1 rois</translation>
    </message>
    <message>
        <source>White has %1 pawns (at most 8)</source>
        <translation>les Blancs ont %1 pions (8 au plus)</translation>
    </message>
    <message>
        <source>Black has %1 pawns (at most 8)</source>
        <translation>les Noirs ont %1 pions (8 au plus)</translation>
    </message>
    <message>
        <source>White has %1 pieces (at most 16)</source>
        <translation>les Blancs ont %1 pièces (16 au plus)</translation>
    </message>
    <message>
        <source>Black has %1 pieces (at most 16)</source>
        <translation>les Noirs ont %1 pièces (16 au plus)</translation>
    </message>
    <message>
        <source>a white pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>un pion blanc en %1&#xa0;: les pions ne peuvent pas se trouver sur la première ou la dernière rangée</translation>
    </message>
    <message>
        <source>a black pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>un pion noir en %1&#xa0;: les pions ne peuvent pas se trouver sur la première ou la dernière rangée</translation>
    </message>
    <message>
        <source>expected &apos;w&apos; or &apos;b&apos;, found &apos;%1&apos;</source>
        <translation>&apos;w&apos; ou &apos;b&apos; attendu, &apos;%1&apos; trouvé</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move: the side not to move cannot be in check</source>
        <translation>les Blancs sont en échec alors que les Noirs ont le trait&#xa0;: le camp qui n’a pas le trait ne peut pas être en échec</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move: the side not to move cannot be in check</source>
        <translation>les Noirs sont en échec alors que les Blancs ont le trait&#xa0;: le camp qui n’a pas le trait ne peut pas être en échec</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (expected &apos;-&apos; or letters from KQkq)</source>
        <translation>caractère inattendu &apos;%1&apos; (&apos;-&apos; ou des lettres parmi KQkq attendus)</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (expected &apos;-&apos; or KQkq or a rook&apos;s file A-H/a-h)</source>
        <translation>caractère inattendu &apos;%1&apos; (&apos;-&apos;, KQkq ou la colonne d’une tour A-H/a-h attendus)</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the white king is on %2, not on %3</source>
        <translation>droit de roque &apos;%1&apos; alors que le roi blanc est en %2, pas en %3</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the black king is on %2, not on %3</source>
        <translation>droit de roque &apos;%1&apos; alors que le roi noir est en %2, pas en %3</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the white king is on %2, not on its first rank</source>
        <translation>droit de roque &apos;%1&apos; alors que le roi blanc est en %2, pas sur sa première rangée</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but the black king is on %2, not on its first rank</source>
        <translation>droit de roque &apos;%1&apos; alors que le roi noir est en %2, pas sur sa première rangée</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no white rook on the king&apos;s side of the white king</source>
        <translation>droit de roque &apos;%1&apos; alors qu’il n’y a pas de tour blanche du côté roi du roi blanc</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no white rook on the queen&apos;s side of the white king</source>
        <translation>droit de roque &apos;%1&apos; alors qu’il n’y a pas de tour blanche du côté dame du roi blanc</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no black rook on the king&apos;s side of the black king</source>
        <translation>droit de roque &apos;%1&apos; alors qu’il n’y a pas de tour noire du côté roi du roi noir</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no black rook on the queen&apos;s side of the black king</source>
        <translation>droit de roque &apos;%1&apos; alors qu’il n’y a pas de tour noire du côté dame du roi noir</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no white rook on %2</source>
        <translation>droit de roque &apos;%1&apos; alors qu’il n’y a pas de tour blanche en %2</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; but there is no black rook on %2</source>
        <translation>droit de roque &apos;%1&apos; alors qu’il n’y a pas de tour noire en %2</translation>
    </message>
    <message>
        <source>castling right &apos;%1&apos; repeats a right already given</source>
        <translation>le droit de roque &apos;%1&apos; répète un droit déjà donné</translation>
    </message>
    <message>
        <source>expected &apos;-&apos; or a square such as e3, found &apos;%1&apos;</source>
        <translation>&apos;-&apos; ou une case comme e3 attendu, &apos;%1&apos; trouvé</translation>
    </message>
    <message>
        <source>%1 cannot be an en passant square when White is to move (it must be on rank 6)</source>
        <translation>%1 ne peut pas être une case en passant quand les Blancs ont le trait (elle doit être sur la 6e rangée)</translation>
    </message>
    <message>
        <source>%1 cannot be an en passant square when Black is to move (it must be on rank 3)</source>
        <translation>%1 ne peut pas être une case en passant quand les Noirs ont le trait (elle doit être sur la 3e rangée)</translation>
    </message>
    <message>
        <source>%1 is given, but there is no white pawn on %2 that could just have moved two squares</source>
        <translation>%1 est indiquée, mais il n’y a pas de pion blanc en %2 qui aurait pu avancer de deux cases</translation>
    </message>
    <message>
        <source>%1 is given, but there is no black pawn on %2 that could just have moved two squares</source>
        <translation>%1 est indiquée, mais il n’y a pas de pion noir en %2 qui aurait pu avancer de deux cases</translation>
    </message>
    <message>
        <source>%1 is given, but %2 is occupied, so no pawn can just have moved two squares</source>
        <translation>%1 est indiquée, mais %2 est occupée, donc aucun pion n’a pu avancer de deux cases</translation>
    </message>
    <message>
        <source>expected a number of halfmoves from 0 to 9999, found &apos;%1&apos;</source>
        <translation>nombre de demi-coups de 0 à 9999 attendu, &apos;%1&apos; trouvé</translation>
    </message>
    <message>
        <source>expected a move number from 1 to 99999, found &apos;%1&apos;</source>
        <translation>numéro de coup de 1 à 99999 attendu, &apos;%1&apos; trouvé</translation>
    </message>
    <message>
        <source>empty move</source>
        <translation>coup vide</translation>
    </message>
    <message>
        <source>a pawn promotes to Q, R, B or N, not &apos;%1&apos;</source>
        <translation>un pion se promeut en Q, R, B ou N, pas en &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move: expected a destination square such as e4</source>
        <translation>&apos;%1&apos; n’est pas un coup&#xa0;: une case d’arrivée comme e4 est attendue</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move: unexpected &apos;%2&apos;</source>
        <translation>&apos;%1&apos; n’est pas un coup&#xa0;: &apos;%2&apos; inattendu</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: only a pawn can promote</source>
        <translation>&apos;%1&apos;&#xa0;: seul un pion peut être promu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white pawns on %3 can each move to %2</source>
        <extracomment>%1 is the move as written, %2 its destination square, %3 a list of squares.</extracomment>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les pions blancs en %3 peuvent chacun aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white knights on %3 can each move to %2</source>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les cavaliers blancs en %3 peuvent chacun aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white bishops on %3 can each move to %2</source>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les fous blancs en %3 peuvent chacun aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white rooks on %3 can each move to %2</source>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les tours blanches en %3 peuvent chacune aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white queens on %3 can each move to %2</source>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les dames blanches en %3 peuvent chacune aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the white kings on %3 can each move to %2</source>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les rois blancs en %3 peuvent chacun aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black pawns on %3 can each move to %2</source>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les pions noirs en %3 peuvent chacun aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black knights on %3 can each move to %2</source>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les cavaliers noirs en %3 peuvent chacun aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black bishops on %3 can each move to %2</source>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les fous noirs en %3 peuvent chacun aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black rooks on %3 can each move to %2</source>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les tours noires en %3 peuvent chacune aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black queens on %3 can each move to %2</source>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les dames noires en %3 peuvent chacune aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: the black kings on %3 can each move to %2</source>
        <translation>&apos;%1&apos; est ambigu&#xa0;: les rois noirs en %3 peuvent chacun aller en %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a promotion: add the new piece, as in %2=Q</source>
        <extracomment>%2 is a square; &quot;=Q&quot; is the standard notation of a promotion to a queen.</extracomment>
        <translation>&apos;%1&apos; est une promotion&#xa0;: ajoutez la nouvelle pièce, comme dans %2=Q</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is illegal here: %2</source>
        <extracomment>%1 is the move as written, %2 the reason (&quot;there is no white knight&quot;, ...).</extracomment>
        <translation>&apos;%1&apos; est illégal ici&#xa0;: %2</translation>
    </message>
    <message>
        <source>there is no white pawn</source>
        <translation>il n’y a pas de pion blanc</translation>
    </message>
    <message>
        <source>there is no white knight</source>
        <translation>il n’y a pas de cavalier blanc</translation>
    </message>
    <message>
        <source>there is no white bishop</source>
        <translation>il n’y a pas de fou blanc</translation>
    </message>
    <message>
        <source>there is no white rook</source>
        <translation>il n’y a pas de tour blanche</translation>
    </message>
    <message>
        <source>there is no white queen</source>
        <translation>il n’y a pas de dame blanche</translation>
    </message>
    <message>
        <source>there is no white king</source>
        <translation>il n’y a pas de roi blanc</translation>
    </message>
    <message>
        <source>there is no black pawn</source>
        <translation>il n’y a pas de pion noir</translation>
    </message>
    <message>
        <source>there is no black knight</source>
        <translation>il n’y a pas de cavalier noir</translation>
    </message>
    <message>
        <source>there is no black bishop</source>
        <translation>il n’y a pas de fou noir</translation>
    </message>
    <message>
        <source>there is no black rook</source>
        <translation>il n’y a pas de tour noire</translation>
    </message>
    <message>
        <source>there is no black queen</source>
        <translation>il n’y a pas de dame noire</translation>
    </message>
    <message>
        <source>there is no black king</source>
        <translation>il n’y a pas de roi noir</translation>
    </message>
    <message>
        <source>there is no white pawn on %1</source>
        <translation>il n’y a pas de pion blanc en %1</translation>
    </message>
    <message>
        <source>there is no white knight on %1</source>
        <translation>il n’y a pas de cavalier blanc en %1</translation>
    </message>
    <message>
        <source>there is no white bishop on %1</source>
        <translation>il n’y a pas de fou blanc en %1</translation>
    </message>
    <message>
        <source>there is no white rook on %1</source>
        <translation>il n’y a pas de tour blanche en %1</translation>
    </message>
    <message>
        <source>there is no white queen on %1</source>
        <translation>il n’y a pas de dame blanche en %1</translation>
    </message>
    <message>
        <source>there is no white king on %1</source>
        <translation>il n’y a pas de roi blanc en %1</translation>
    </message>
    <message>
        <source>there is no black pawn on %1</source>
        <translation>il n’y a pas de pion noir en %1</translation>
    </message>
    <message>
        <source>there is no black knight on %1</source>
        <translation>il n’y a pas de cavalier noir en %1</translation>
    </message>
    <message>
        <source>there is no black bishop on %1</source>
        <translation>il n’y a pas de fou noir en %1</translation>
    </message>
    <message>
        <source>there is no black rook on %1</source>
        <translation>il n’y a pas de tour noire en %1</translation>
    </message>
    <message>
        <source>there is no black queen on %1</source>
        <translation>il n’y a pas de dame noire en %1</translation>
    </message>
    <message>
        <source>there is no black king on %1</source>
        <translation>il n’y a pas de roi noir en %1</translation>
    </message>
    <message>
        <source>there is no white pawn on the %1-file</source>
        <extracomment>%1 is a file letter (a-h): &quot;on the e-file&quot;.</extracomment>
        <translation>il n’y a pas de pion blanc sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no white knight on the %1-file</source>
        <translation>il n’y a pas de cavalier blanc sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no white bishop on the %1-file</source>
        <translation>il n’y a pas de fou blanc sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no white rook on the %1-file</source>
        <translation>il n’y a pas de tour blanche sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no white queen on the %1-file</source>
        <translation>il n’y a pas de dame blanche sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no white king on the %1-file</source>
        <translation>il n’y a pas de roi blanc sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no black pawn on the %1-file</source>
        <translation>il n’y a pas de pion noir sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no black knight on the %1-file</source>
        <translation>il n’y a pas de cavalier noir sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no black bishop on the %1-file</source>
        <translation>il n’y a pas de fou noir sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no black rook on the %1-file</source>
        <translation>il n’y a pas de tour noire sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no black queen on the %1-file</source>
        <translation>il n’y a pas de dame noire sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no black king on the %1-file</source>
        <translation>il n’y a pas de roi noir sur la colonne %1</translation>
    </message>
    <message>
        <source>there is no white pawn on rank %1</source>
        <translation>il n’y a pas de pion blanc sur la rangée %1</translation>
    </message>
    <message>
        <source>there is no white knight on rank %1</source>
        <translation>il n’y a pas de cavalier blanc sur la rangée %1</translation>
    </message>
    <message>
        <source>there is no white bishop on rank %1</source>
        <translation>il n’y a pas de fou blanc sur la rangée %1</translation>
    </message>
    <message>
        <source>there is no white rook on rank %1</source>
        <translation>il n’y a pas de tour blanche sur la rangée %1</translation>
    </message>
    <message>
        <source>there is no white queen on rank %1</source>
        <translation>il n’y a pas de dame blanche sur la rangée %1</translation>
    </message>
    <message>
        <source>there is no white king on rank %1</source>
        <translation>il n’y a pas de roi blanc sur la rangée %1</translation>
    </message>
    <message>
        <source>there is no black pawn on rank %1</source>
        <translation>il n’y a pas de pion noir sur la rangée %1</translation>
    </message>
    <message>
        <source>there is no black knight on rank %1</source>
        <translation>il n’y a pas de cavalier noir sur la rangée %1</translation>
    </message>
    <message>
        <source>there is no black bishop on rank %1</source>
        <translation>il n’y a pas de fou noir sur la rangée %1</translation>
    </message>
    <message>
        <source>there is no black rook on rank %1</source>
        <translation>il n’y a pas de tour noire sur la rangée %1</translation>
    </message>
    <message>
        <source>there is no black queen on rank %1</source>
        <translation>il n’y a pas de dame noire sur la rangée %1</translation>
    </message>
    <message>
        <source>there is no black king on rank %1</source>
        <translation>il n’y a pas de roi noir sur la rangée %1</translation>
    </message>
    <message>
        <source>no white pawn can move to %1</source>
        <translation>aucun pion blanc ne peut aller en %1</translation>
    </message>
    <message>
        <source>no white knight can move to %1</source>
        <translation>aucun cavalier blanc ne peut aller en %1</translation>
    </message>
    <message>
        <source>no white bishop can move to %1</source>
        <translation>aucun fou blanc ne peut aller en %1</translation>
    </message>
    <message>
        <source>no white rook can move to %1</source>
        <translation>aucune tour blanche ne peut aller en %1</translation>
    </message>
    <message>
        <source>no white queen can move to %1</source>
        <translation>aucune dame blanche ne peut aller en %1</translation>
    </message>
    <message>
        <source>no white king can move to %1</source>
        <translation>aucun roi blanc ne peut aller en %1</translation>
    </message>
    <message>
        <source>no black pawn can move to %1</source>
        <translation>aucun pion noir ne peut aller en %1</translation>
    </message>
    <message>
        <source>no black knight can move to %1</source>
        <translation>aucun cavalier noir ne peut aller en %1</translation>
    </message>
    <message>
        <source>no black bishop can move to %1</source>
        <translation>aucun fou noir ne peut aller en %1</translation>
    </message>
    <message>
        <source>no black rook can move to %1</source>
        <translation>aucune tour noire ne peut aller en %1</translation>
    </message>
    <message>
        <source>no black queen can move to %1</source>
        <translation>aucune dame noire ne peut aller en %1</translation>
    </message>
    <message>
        <source>no black king can move to %1</source>
        <translation>aucun roi noir ne peut aller en %1</translation>
    </message>
    <message>
        <source>it would leave the white king in check</source>
        <translation>le roi blanc serait alors en échec</translation>
    </message>
    <message>
        <source>it would leave the black king in check</source>
        <translation>le roi noir serait alors en échec</translation>
    </message>
    <message>
        <source>castling kingside is not legal here: %1</source>
        <extracomment>%1 is the reason (&quot;the king is in check&quot;, ...).</extracomment>
        <translation>le petit roque n’est pas légal ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>castling queenside is not legal here: %1</source>
        <translation>le grand roque n’est pas légal ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>White no longer has the right to castle kingside</source>
        <translation>les Blancs n’ont plus le droit de faire le petit roque</translation>
    </message>
    <message>
        <source>White no longer has the right to castle queenside</source>
        <translation>les Blancs n’ont plus le droit de faire le grand roque</translation>
    </message>
    <message>
        <source>Black no longer has the right to castle kingside</source>
        <translation>les Noirs n’ont plus le droit de faire le petit roque</translation>
    </message>
    <message>
        <source>Black no longer has the right to castle queenside</source>
        <translation>les Noirs n’ont plus le droit de faire le grand roque</translation>
    </message>
    <message>
        <source>the king is in check</source>
        <translation>le roi est en échec</translation>
    </message>
    <message>
        <source>there are pieces between the king and the rook</source>
        <translation>des pièces se trouvent entre le roi et la tour</translation>
    </message>
    <message>
        <source>the king would cross or land on an attacked square</source>
        <translation>le roi traverserait une case attaquée ou s’y arrêterait</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UCI move (expected e.g. e2e4 or e7e8q)</source>
        <translation>&apos;%1&apos; n’est pas un coup UCI (attendu par ex. e2e4 ou e7e8q)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move here</source>
        <translation>&apos;%1&apos; n’est pas un coup légal ici</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3: %4</source>
        <extracomment>%1 is the game number, %2 the line, %3 the column, %4 the problem.</extracomment>
        <translation>partie %1, ligne %2, colonne %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>a comment is not closed: &apos;}&apos; is missing</source>
        <translation>un commentaire n’est pas fermé&#xa0;: &apos;}&apos; manque</translation>
    </message>
    <message>
        <source>a tag name must follow &apos;[&apos;</source>
        <translation>un nom de balise doit suivre &apos;[&apos;</translation>
    </message>
    <message>
        <source>the value of tag %1 must be in double quotes</source>
        <translation>la valeur de la balise %1 doit être entre guillemets doubles</translation>
    </message>
    <message>
        <source>the value of tag %1 has no closing quote</source>
        <translation>la valeur de la balise %1 n’a pas de guillemet fermant</translation>
    </message>
    <message>
        <source>tag %1 has no closing &apos;]&apos;</source>
        <translation>la balise %1 n’a pas de &apos;]&apos; fermant</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after the value of tag %2</source>
        <translation>&apos;%1&apos; inattendu après la valeur de la balise %2</translation>
    </message>
    <message>
        <source>the variant &apos;%1&apos; is not supported</source>
        <translation>la variante d’échecs &apos;%1&apos; n’est pas prise en charge</translation>
    </message>
    <message>
        <source>bad FEN in the FEN tag: %1</source>
        <extracomment>%1 is the located FEN error (&quot;FEN field 3 (castling rights), column 47: ...&quot;).</extracomment>
        <translation>FEN invalide dans la balise FEN&#xa0;: %1</translation>
    </message>
    <message>
        <source>a variation must follow the move it is an alternative to</source>
        <translation>une variante doit suivre le coup auquel elle offre une alternative</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; ne ferme aucune variante</translation>
    </message>
    <message>
        <source>&apos;%1&apos; follows no move and is ignored</source>
        <translation>&apos;%1&apos; ne suit aucun coup et est ignoré</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number (a NAG)</source>
        <translation>&apos;$&apos; doit être suivi d’un nombre (un NAG)</translation>
    </message>
    <message>
        <source>NAG %1 is out of range ($0-$255)</source>
        <translation>le NAG %1 est hors limites ($0-$255)</translation>
    </message>
    <message>
        <source>null move &apos;%1&apos; while in check</source>
        <translation>coup nul &apos;%1&apos; alors que le roi est en échec</translation>
    </message>
    <message>
        <source>ambiguous move &apos;%1&apos;: %2</source>
        <translation>coup ambigu &apos;%1&apos;&#xa0;: %2</translation>
    </message>
    <message>
        <source>illegal move &apos;%1&apos;: %2</source>
        <extracomment>%1 is the move as written in the file, %2 why it was rejected.</extracomment>
        <translation>coup illégal &apos;%1&apos;&#xa0;: %2</translation>
    </message>
    <message>
        <source>unreadable move &apos;%1&apos;: %2</source>
        <translation>coup illisible &apos;%1&apos;&#xa0;: %2</translation>
    </message>
    <message>
        <source>unknown glyph &apos;%1&apos; is ignored</source>
        <translation>le symbole inconnu &apos;%1&apos; est ignoré</translation>
    </message>
    <message>
        <source>a result inside a variation: &apos;)&apos; is missing</source>
        <translation>un résultat à l’intérieur d’une variante&#xa0;: &apos;)&apos; manque</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move</source>
        <translation>&apos;%1&apos; n’est pas un coup</translation>
    </message>
    <message>
        <source>a tag inside the moves: is the game&apos;s result missing?</source>
        <translation>une balise au milieu des coups&#xa0;: le résultat de la partie manque-t-il&#xa0;?</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; in the moves</source>
        <translation>&apos;%1&apos; inattendu parmi les coups</translation>
    </message>
    <message>
        <source>a variation is not closed: &apos;)&apos; is missing</source>
        <translation>une variante n’est pas fermée&#xa0;: &apos;)&apos; manque</translation>
    </message>
    <message>
        <source>the game has no result after its moves</source>
        <translation>la partie n’a pas de résultat après ses coups</translation>
    </message>
    <message>
        <source>the result %1 after the moves differs from the Result tag &quot;%2&quot;; the tag is kept</source>
        <translation>le résultat %1 après les coups diffère de la balise Result «&#xa0;%2&#xa0;»&#xa0;; la balise est conservée</translation>
    </message>
    <message>
        <source>the game is not UTF-8: read as Windows-1252 (ISO 8859-1)</source>
        <translation>la partie n’est pas en UTF-8&#xa0;: lue comme Windows-1252 (ISO 8859-1)</translation>
    </message>
    <message>
        <source>the FEN tag gives the fullmove number 0, which is read as 1</source>
        <extracomment>A warning: a FEN tag in a PGN file gives 0 as the move number, which the program reads as 1.</extracomment>
        <translation>la balise FEN donne le numéro du coup 0, lu comme 1</translation>
    </message>
    <message>
        <source>no such node</source>
        <translation>nœud inexistant</translation>
    </message>
    <message>
        <source>a null move is not possible in check</source>
        <translation>un coup nul n’est pas possible en échec</translation>
    </message>
    <message>
        <source>the move is not legal in this position</source>
        <translation>le coup n’est pas légal dans cette position</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <extracomment>A long text from the file cut short: %1 is its beginning, %2 its length in characters.</extracomment>
        <translation>%1… (%2 caractères)</translation>
    </message>
    <message>
        <source>the game has more than %1 moves (its main line and variations together), more than Kibitz takes in one game</source>
        <extracomment>%1 is the number of moves</extracomment>
        <translation>la partie a plus de %1 coups (ligne principale et variantes ensemble), plus que Kibitz n’en accepte dans une partie</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnalysisFeature</name>
    <message>
        <source>%v of %m positions</source>
        <translation>%v positions sur %m</translation>
    </message>
    <message>
        <source>Analysing</source>
        <translation>Analyse en cours</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>&amp;Analyser la partie</translation>
    </message>
    <message>
        <source>Analyse every position of the game&apos;s main line</source>
        <translation>Analyser chaque position de la ligne principale de la partie</translation>
    </message>
    <message>
        <source>&amp;Stop Analysis</source>
        <translation>A&amp;rrêter l’analyse</translation>
    </message>
    <message>
        <source>Stop analysing the game</source>
        <translation>Arrêter l’analyse de la partie</translation>
    </message>
    <message>
        <source>A&amp;nnotate Game</source>
        <translation>A&amp;nnoter la partie</translation>
    </message>
    <message>
        <source>Write the analysis into the game as symbols and comments at the current strengths</source>
        <translation>Écrire l’analyse dans la partie sous forme de symboles et de commentaires, aux forces de jeu actuelles</translation>
    </message>
    <message>
        <source>Annotate A&amp;ll Games</source>
        <translation>Annoter &amp;toutes les parties</translation>
    </message>
    <message>
        <source>Analyse and annotate every game of the file</source>
        <translation>Analyser et annoter chaque partie du fichier</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>The game will be annotated when the analysis is done</source>
        <translation>La partie sera annotée une fois l’analyse terminée</translation>
    </message>
    <message>
        <source>Game annotated at the current strengths</source>
        <translation>Partie annotée aux forces de jeu actuelles</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>Annoter la partie</translation>
    </message>
    <message>
        <source>Analysing this position…</source>
        <translation>Analyse de cette position…</translation>
    </message>
    <message>
        <source>%1 Provisional: the game&apos;s analysis is not finished.</source>
        <translation>%1 Provisoire : l’analyse de la partie n’est pas terminée.</translation>
    </message>
    <message>
        <source>Writing the annotations…</source>
        <translation>Écriture des annotations…</translation>
    </message>
    <message>
        <source>Annotate All: endgame table %1 made (%2 of %3)</source>
        <translation>Annoter toutes les parties : table de finale %1 créée (%2 sur %3)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnalysisPanel</name>
    <message>
        <source>checkmate</source>
        <translation>échec et mat</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>pat</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>matériel insuffisant</translation>
    </message>
    <message>
        <source>75-move rule</source>
        <translation>règle des 75 coups</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>quintuple répétition</translation>
    </message>
    <message>
        <source>50-move rule</source>
        <translation>règle des 50 coups</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>triple répétition</translation>
    </message>
    <message>
        <source>Chances in strong play:</source>
        <translation>Chances en jeu fort&#xa0;:</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Moteur&#xa0;:</translation>
    </message>
    <message>
        <source>%1, exact (the game is over)</source>
        <translation>%1, exacte (la partie est terminée)</translation>
    </message>
    <message>
        <source>%1, exact (a proven mate)</source>
        <translation>%1, exacte (un mat prouvé)</translation>
    </message>
    <message>
        <source>≈ %1, estimated</source>
        <translation>≈ %1, estimée</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Pas encore analysée.</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partie terminée&#xa0;: %1</translation>
    </message>
    <message>
        <source>not needed: v is known</source>
        <translation>inutile&#xa0;: v est connue</translation>
    </message>
    <message>
        <source>White %1, draw %2, Black %3</source>
        <translation>Blancs %1, nulle %2, Noirs %3</translation>
    </message>
    <message>
        <source>no search: %1</source>
        <translation>pas de recherche&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1, exact (an endgame table)</source>
        <translation>%1, exacte (table de finales)</translation>
    </message>
    <message>
        <source>Kibitz&apos;s own tables</source>
        <translation>les tables propres de Kibitz</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>les Blancs gagnent</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>les Noirs gagnent</translation>
    </message>
    <message>
        <source>White would win, but the 50-move rule draws</source>
        <translation>les Blancs gagneraient, mais la règle des 50 coups fait nulle</translation>
    </message>
    <message>
        <source>Black would win, but the 50-move rule draws</source>
        <translation>les Noirs gagneraient, mais la règle des 50 coups fait nulle</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>mate in %n moves</source>
        <translation>
            <numerusform>mat en %n coup</numerusform>
            <numerusform>mat en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plies to a capture or pawn move (DTZ)</source>
        <translation>
            <numerusform>%n demi-coup jusqu&apos;à une prise ou un coup de pion (DTZ)</numerusform>
            <numerusform>%n demi-coups jusqu&apos;à une prise ou un coup de pion (DTZ)</numerusform>
        </translation>
    </message>
    <message>
        <source>Result with best play:</source>
        <translation>Résultat avec le meilleur jeu :</translation>
    </message>
    <message>
        <source>The game-theoretic value v (THEORY.md §1): the result if both sides played perfectly from here, +1 White wins, 0 draw, −1 Black wins. Exact when the game is over, a mate is proven or an endgame table has the position; otherwise (≈) estimated from the engine&apos;s score</source>
        <translation>La valeur théorique v (THEORY.md §1) : le résultat si les deux camps jouaient parfaitement à partir d&apos;ici, +1 les Blancs gagnent, 0 nulle, −1 les Noirs gagnent. Exacte quand la partie est finie, qu&apos;un mat est prouvé ou qu&apos;une table de finales connaît la position ; sinon (≈) estimée d&apos;après l&apos;évaluation du moteur</translation>
    </message>
    <message>
        <source>Where an estimated v comes from: a model of strong play turns the engine&apos;s score into the chances of a White win, a draw and a Black win (v = +1 when a White win is at least as likely as not, −1 likewise for Black, else 0)</source>
        <translation>D&apos;où vient une valeur v estimée : un modèle de jeu fort transforme l&apos;évaluation du moteur en chances de gain des Blancs, de nulle et de gain des Noirs (v = +1 quand un gain des Blancs est au moins aussi probable que non, −1 de même pour les Noirs, sinon 0)</translation>
    </message>
    <message>
        <source>Expected score:</source>
        <translation>Score attendu :</translation>
    </message>
    <message>
        <source>Likely result:</source>
        <translation>Résultat probable :</translation>
    </message>
    <message>
        <source>The chances of a White win, a draw and a Black win when players of these ratings play on (Michie&apos;s model)</source>
        <translation>Les chances de gain des Blancs, de nulle et de gain des Noirs si des joueurs de ces classements continuent (modèle de Michie)</translation>
    </message>
    <message>
        <source>How sharp:</source>
        <translation>Tranchant :</translation>
    </message>
    <message>
        <source>The tension T = P(win) + P(loss): how likely the game is to be decided, 0 for a dead draw, 1 when a draw is out of the question</source>
        <translation>La tension T = P(gain) + P(perte) : la probabilité que la partie soit décidée, 0 pour une nulle morte, 1 quand la nulle est exclue</translation>
    </message>
    <message>
        <source>Good moves:</source>
        <translation>Bons coups :</translation>
    </message>
    <message>
        <source>How open the choice of the side to move is: 2^H, where H_move is the entropy of the model&apos;s move probabilities in bits; 1 when one move is all but forced, the number of legal moves when all are alike</source>
        <translation>À quel point le choix du camp au trait est ouvert : 2^H, où H_move est l&apos;entropie des probabilités de coups du modèle en bits ; 1 quand un coup est presque forcé, le nombre de coups légaux quand tous se valent</translation>
    </message>
    <message>
        <source>How open:</source>
        <translation>Ouverture :</translation>
    </message>
    <message>
        <source>The outcome entropy H_out of the chances of a win, a draw and a loss, in bits, as a share of its largest value log2 3 = 1.585 (all three equally likely)</source>
        <translation>L&apos;entropie du résultat H_out des chances de gain, de nulle et de perte, en bits, en part de sa plus grande valeur log2 3 = 1,585 (les trois également probables)</translation>
    </message>
    <message>
        <source>The engine&apos;s score of the position in pawns from White&apos;s side, the depth of its search and the size of the look-ahead tree Michie&apos;s back-up runs over</source>
        <translation>L&apos;évaluation de la position par le moteur en pions du point de vue des Blancs, la profondeur de sa recherche et la taille de l&apos;arbre d&apos;anticipation sur lequel porte le calcul de Michie</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1. Played as by White %2, Black %3 (Michie&apos;s merit %4, %5).</source>
        <translation>%1. Joué comme par les Blancs à %2, les Noirs à %3 (mérite de Michie %4, %5).</translation>
    </message>
    <message>
        <source>White %1 (u %2)</source>
        <translation>Blancs %1 (u %2)</translation>
    </message>
    <message>
        <source>%1 decisive (T %2)</source>
        <translation>%1 décisive (T %2)</translation>
    </message>
    <message>
        <source>none: the game is over</source>
        <translation>aucun : la partie est finie</translation>
    </message>
    <message>
        <source>about %1 (H_move %2 bits)</source>
        <translation>environ %1 (H_move %2 bits)</translation>
    </message>
    <message>
        <source>%1 (H_out %2 bits)</source>
        <translation>%1 (H_out %2 bits)</translation>
    </message>
    <message>
        <source>%1, depth %2, tree %3</source>
        <translation>%1, profondeur %2, arbre %3</translation>
    </message>
    <message>
        <source>%1;
the board alone %2 (two players of %3)</source>
        <translation>%1 ;
l&apos;échiquier seul %2 (deux joueurs classés %3)</translation>
    </message>
    <message>
        <source>White&apos;s expected score (win 1, draw ½) when players of these ratings play on: (1 + u) / 2, where u = P(win) − P(loss) is Michie&apos;s expected utility under his model of fallible players. &quot;The board alone&quot; is the position&apos;s own: the same model with both players at their mean rating and the engine&apos;s score shown below; the position signs (=, ⩲, ±, +−) come from it, not from the rating gap</source>
        <translation>Le score attendu des Blancs (gain 1, nulle ½) si des joueurs de ces classements continuent : (1 + u) / 2, où u = P(gain) − P(perte) est l&apos;utilité espérée de Michie dans son modèle de joueurs faillibles. « L&apos;échiquier seul » est la valeur propre de la position : le même modèle avec les deux joueurs à leur classement moyen et l&apos;évaluation du moteur affichée plus bas ; les signes de position (=, ⩲, ±, +−) en viennent, non de l&apos;écart de classement</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnnotateAll</name>
    <message>
        <source>%v of %m games</source>
        <translation>%v parties sur %m</translation>
    </message>
    <message>
        <source>Annotating games</source>
        <translation>Annotation des parties</translation>
    </message>
    <message>
        <source>Annotating all games starts when the whole file has been read</source>
        <translation>L’annotation de toutes les parties commencera une fois le fichier entièrement lu</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>Lecture du fichier</translation>
    </message>
    <message>
        <source>The rest of %1 could not be read: %2</source>
        <translation>La suite de %1 n’a pas pu être lue : %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be read to its end (%2): annotating the %n game(s) read before</source>
        <translation>
            <numerusform>%1 n’a pas pu être lu jusqu’au bout (%2) : annotation de la %n partie lue auparavant</numerusform>
            <numerusform>%1 n’a pas pu être lu jusqu’au bout (%2) : annotation des %n parties lues auparavant</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotating all games cancelled</source>
        <translation>Annotation de toutes les parties annulée</translation>
    </message>
    <message>
        <source>Not annotated: %1</source>
        <translation>Non annotée : %1</translation>
    </message>
    <message>
        <source>All games annotated</source>
        <translation>Toutes les parties sont annotées</translation>
    </message>
    <message numerus="yes">
        <source>The %n game(s) read were annotated</source>
        <translation>
            <numerusform>La %n partie lue a été annotée</numerusform>
            <numerusform>Les %n parties lues ont été annotées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(not written into %n game(s) edited meanwhile)</source>
        <translation>
            <numerusform>(non écrit dans %n partie modifiée entre-temps)</numerusform>
            <numerusform>(non écrit dans %n parties modifiées entre-temps)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not annotated because they could not be read: %1</source>
        <translation>
            <numerusform>%n partie non annotée car elle n’a pas pu être lue : %1</numerusform>
            <numerusform>%n parties non annotées car elles n’ont pas pu être lues : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotate All Games</source>
        <translation>Annoter toutes les parties</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BatchGameSource</name>
    <message>
        <source>game %1: cannot read %2: %3</source>
        <translation>partie %1 : impossible de lire %2 : %3</translation>
    </message>
    <message>
        <source>game %1: %2 was changed by another program after it was opened</source>
        <translation>partie %1 : %2 a été modifié par un autre programme après son ouverture</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardView</name>
    <message>
        <source>Chess board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>The position %1, seen from Black&apos;s side.</source>
        <translation>La position %1, vue du côté des Noirs.</translation>
    </message>
    <message>
        <source>The position %1, seen from White&apos;s side.</source>
        <translation>La position %1, vue du côté des Blancs.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ChartsPanel</name>
    <message>
        <source>Expected utility u (White)</source>
        <translation>Utilité espérée u (Blancs)</translation>
    </message>
    <message>
        <source>Tension T</source>
        <translation>Tension T</translation>
    </message>
    <message>
        <source>Entropy (normalised)</source>
        <translation>Entropie (normalisée)</translation>
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
        <translation>H coup</translation>
    </message>
    <message>
        <source>H outcome / log2 3</source>
        <translation>H résultat / log2 3</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source> — v = %1, exact</source>
        <translation> — v = %1, exacte</translation>
    </message>
    <message>
        <source>Evaluation (White&apos;s winning chances)</source>
        <translation>Évaluation (chances de gain des Blancs)</translation>
    </message>
    <message>
        <source>winning chances</source>
        <translation>chances de gain</translation>
    </message>
    <message>
        <source>Time per move (minutes)</source>
        <translation>Temps par coup (minutes)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EndgameTables</name>
    <message>
        <source>Make All &amp;Endgame Tables…</source>
        <translation>Créer toutes les tables de &amp;finales…</translation>
    </message>
    <message>
        <source>Kibitz is working out every position of this ending once, so that it knows the exact result and the moves to mate. The tables are kept for the next games.</source>
        <translation>Kibitz calcule une fois chaque position de cette finale, pour en connaître le résultat exact et les coups jusqu&apos;au mat. Les tables sont gardées pour les parties suivantes.</translation>
    </message>
    <message>
        <source>Stop making the endgame tables: the ending keeps estimated values (Analysis → Make All Endgame Tables… makes them later)</source>
        <translation>Arrêter la création des tables de finales : la finale garde des valeurs estimées (Analyse → Créer toutes les tables de finales… les crée plus tard)</translation>
    </message>
    <message>
        <source>Work out every ending of up to four pieces (rook and pawn against king, queen against rook…) once, so that Kibitz knows its exact result and the moves to mate at once. About two minutes; kept for later.</source>
        <translation>Calculer une fois chaque finale de quatre pièces au plus (tour et pion contre roi, dame contre tour…), pour que Kibitz en connaisse aussitôt le résultat exact et les coups jusqu&apos;au mat. Environ deux minutes ; gardé pour plus tard.</translation>
    </message>
    <message>
        <source>Making endgame tables: %1</source>
        <translation>Création des tables de finales : %1</translation>
    </message>
    <message>
        <source>Making the endgame tables of up to four pieces, once (about two minutes on two cores).
Just made: %1</source>
        <translation>Création, une fois pour toutes, des tables de finales de quatre pièces au plus (environ deux minutes sur deux cœurs).
Terminée à l&apos;instant : %1</translation>
    </message>
    <message>
        <source>Every endgame table of up to four pieces is made: Kibitz knows the exact result of these endings from now on</source>
        <translation>Toutes les tables de finales de quatre pièces au plus sont créées : Kibitz connaît désormais le résultat exact de ces finales</translation>
    </message>
    <message>
        <source>Kibitz could not keep its endgame tables: %1. The analysis goes on without their exact values.</source>
        <translation>Kibitz n&apos;a pas pu garder ses tables de finales : %1. L&apos;analyse continue sans leurs valeurs exactes.</translation>
    </message>
    <message>
        <source>Making the endgame tables of up to four pieces, once (about two minutes on two cores).</source>
        <translation>Création, une fois pour toutes, des tables de finales de quatre pièces au plus (environ deux minutes sur deux cœurs).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Endgame Tables</source>
        <translation>Tables de finales</translation>
    </message>
    <message>
        <source>%v of %m tables</source>
        <translation>%v tables sur %m</translation>
    </message>
    <message>
        <source>Kibitz could not keep its endgame tables: %1. They are used until Kibitz is closed.</source>
        <translation>Kibitz n’a pas pu conserver ses tables de finales : %1. Elles servent jusqu’à la fermeture de Kibitz.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineLines</name>
    <message>
        <source>Score</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Engine lines: off</source>
        <translation>Variantes du moteur : arrêtées</translation>
    </message>
    <message>
        <source>Engine lines: waiting for the game analysis</source>
        <translation>Variantes du moteur : en attente de l’analyse de la partie</translation>
    </message>
    <message>
        <source>%1 (done)</source>
        <translation>%1 (terminé)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Stop the engine&apos;s live analysis of the position</source>
        <translation>Arrêter l’analyse en direct de la position par le moteur</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best lines of the position, updated as the search deepens</source>
        <translation>Afficher les meilleures variantes du moteur pour la position, mises à jour à mesure que la recherche s’approfondit</translation>
    </message>
    <message>
        <source>Click a move of a line to add the line up to that move to the game as a variation (Undo takes it back); a click on the score adds it all</source>
        <translation>Un clic sur un coup d&apos;une ligne ajoute la ligne jusqu&apos;à ce coup à la partie comme variante (Annuler la retire) ; un clic sur l&apos;évaluation l&apos;ajoute en entier</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Lignes : </translation>
    </message>
    <message>
        <source>How many of the engine&apos;s best moves to show, each with its line (MultiPV)</source>
        <translation>Combien des meilleurs coups du moteur montrer, chacun avec sa ligne (MultiPV)</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Options…</translation>
    </message>
    <message>
        <source>Engine Options…: the options of the UCI engine</source>
        <translation>Options du moteur… : les options du moteur UCI</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Démarrage de %1…</translation>
    </message>
    <message>
        <source>%1: searching…</source>
        <translation>%1&#xa0;: recherche…</translation>
    </message>
    <message>
        <source>%1 · Depth %2/%3 · %4 nodes · %5 kN/s</source>
        <translation>%1 · Profondeur %2/%3 · %4 nœuds · %5 kN/s</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partie terminée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Options de %1</translation>
    </message>
    <message>
        <source>The engine has no options to set here.</source>
        <translation>Le moteur n&apos;a pas d&apos;options à régler ici.</translation>
    </message>
    <message>
        <source>Threads and Hash are set in Settings, the number of lines in the panel. The values are kept for this engine and sent every time it starts.</source>
        <translation>Threads et Hash se règlent dans les Paramètres, le nombre de lignes dans le panneau. Les valeurs sont gardées pour ce moteur et envoyées à chaque démarrage.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EvaluationBar</name>
    <message>
        <source>Evaluation %1: White&apos;s winning chances %2 % (Lichess&apos;s curve of the engine&apos;s score)</source>
        <translation>Évaluation %1 : chances de gain des Blancs %2 % (courbe de Lichess de l&apos;évaluation du moteur)</translation>
    </message>
    <message>
        <source>No evaluation of this position yet: it comes from the analysis of the main line or from the game&apos;s [%eval] comments</source>
        <translation>Pas encore d&apos;évaluation de cette position : elle vient de l&apos;analyse de la ligne principale ou des commentaires [%eval] de la partie</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::FullCommentDialog</name>
    <message>
        <source>&amp;Show Full Comment…</source>
        <translation>&amp;Voir tout le commentaire…</translation>
    </message>
    <message>
        <source>Read the whole comment, which the move list shows cut short</source>
        <translation>Lire tout le commentaire, que la liste des coups montre abrégé</translation>
    </message>
    <message>
        <source>Comment on %1</source>
        <translation>Commentaire sur %1</translation>
    </message>
    <message>
        <source>Before the move:</source>
        <translation>Avant le coup :</translation>
    </message>
    <message>
        <source>After the move:</source>
        <translation>Après le coup :</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameDocument</name>
    <message>
        <source>%1, line %2, column %3: game %4: %5</source>
        <translation>%1, ligne %2, colonne %3&#xa0;: partie %4&#xa0;: %5</translation>
    </message>
    <message>
        <source>… and more: %1 problems in all.</source>
        <translation>… et d’autres&#xa0;: %1 problèmes en tout.</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>texte collé</translation>
    </message>
    <message>
        <source>%1 holds no PGN game.</source>
        <translation>%1 ne contient aucune partie PGN.</translation>
    </message>
    <message>
        <source>Some games of this file could not be read to the end (game %1). Saving writes only the moves before each error; the rest of those games will be lost.</source>
        <translation>Certaines parties de ce fichier n’ont pas pu être lues jusqu’au bout (partie %1). L’enregistrement n’écrit que les coups précédant chaque erreur&#xa0;; le reste de ces parties sera perdu.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Replace Game</source>
        <translation>Remplacer la partie</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modification</translation>
    </message>
    <message>
        <source>Change Tag %1</source>
        <translation>Modifier la balise %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Edit Tags</source>
        <translation>Modifier les balises</translation>
    </message>
    <message>
        <source>Add Line from %1</source>
        <translation>Ajouter la ligne depuis %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameHeader</name>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Double-click to edit the tags</source>
        <translation>Double-cliquer pour modifier les balises</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameListModel</name>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Elo Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Elo Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
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
        <translation>Filtre&#xa0;: joueur, tournoi, white:…, black:…</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameStore</name>
    <message>
        <source>%1: reading stopped early: %2</source>
        <translation>%1&#xa0;: lecture interrompue&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>Impossible de lire %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot save: %1 was changed by another program after it was opened, so its games cannot be copied from it. Open it again.</source>
        <translation>Enregistrement impossible&#xa0;: %1 a été modifié par un autre programme après son ouverture, ses parties ne peuvent donc pas en être copiées. Rouvrez-le.</translation>
    </message>
    <message>
        <source>Game %1 could not be read from its first move: %2 (line %3, column %4)</source>
        <translation>La partie %1 n’a pas pu être lue dès son premier coup : %2 (ligne %3, colonne %4)</translation>
    </message>
    <message>
        <source>Game %1 could be read only as far as %2: %3 (line %4, column %5)</source>
        <translation>La partie %1 n’a pu être lue que jusqu’à %2 : %3 (ligne %4, colonne %5)</translation>
    </message>
    <message>
        <source>it could not be read back</source>
        <translation>elle n’a pas pu être relue</translation>
    </message>
    <message>
        <source>it reads back differently from the game in the window</source>
        <translation>relue, elle diffère de la partie affichée dans la fenêtre</translation>
    </message>
    <message>
        <source>Did not save %1: game %2 would not be saved as it is (%3). The file is as it was, and the game is still open with all its edits.</source>
        <translation>%1 n’a pas été enregistré : la partie %2 ne serait pas enregistrée telle quelle (%3). Le fichier est resté tel quel, et la partie reste ouverte avec toutes ses modifications.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::HelpDialog</name>
    <message>
        <source>What the Window Shows</source>
        <translation>Ce que montre la fenêtre</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::InvisibleSession</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>fou</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>pion</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is on %3</source>
        <translation>%2 des %1 en %3</translation>
    </message>
    <message>
        <source>Start a game with Game → New Game</source>
        <translation>Commencez une partie avec Partie → Nouvelle partie</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>Les %1 abandonnent</translation>
    </message>
    <message>
        <source>%1 won by checkmate</source>
        <translation>Les %1 gagnent par échec et mat</translation>
    </message>
    <message>
        <source>Drawn by stalemate</source>
        <translation>Nulle par pat</translation>
    </message>
    <message>
        <source>Drawn: neither side can mate</source>
        <translation>Nulle&#xa0;: aucun camp ne peut mater</translation>
    </message>
    <message>
        <source>Drawn by the 50-move rule</source>
        <translation>Nulle par la règle des 50 coups</translation>
    </message>
    <message>
        <source>Drawn by repetition</source>
        <translation>Nulle par répétition</translation>
    </message>
    <message>
        <source>Drawn: %1 turns played</source>
        <translation>Nulle&#xa0;: %1 demi-coups joués</translation>
    </message>
    <message>
        <source>Kibitz is thinking…</source>
        <translation>Kibitz réfléchit…</translation>
    </message>
    <message>
        <source>That move is illegal: try another</source>
        <translation>Ce coup est illégal&#xa0;: essayez-en un autre</translation>
    </message>
    <message>
        <source>Your move: you are in check</source>
        <translation>À vous de jouer&#xa0;: vous êtes en échec</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>%1&apos;s %2 from %3</source>
        <translation>%2 des %1 (case de départ %3)</translation>
    </message>
    <message>
        <source> (captured)</source>
        <translation> (hors de l’échiquier)</translation>
    </message>
    <message>
        <source>: you took an invisible piece</source>
        <translation>&#xa0;: vous avez pris une pièce invisible</translation>
    </message>
    <message>
        <source>: impossible</source>
        <translation>&#xa0;: impossible</translation>
    </message>
    <message>
        <source>, nothing there to take</source>
        <translation>, il n’y a rien à prendre</translation>
    </message>
    <message>
        <source>; your turn is lost</source>
        <translation>&#xa0;; vous perdez votre tour</translation>
    </message>
    <message>
        <source>: illegal</source>
        <translation>&#xa0;: illégal</translation>
    </message>
    <message>
        <source>; play another move</source>
        <translation>&#xa0;; jouez un autre coup</translation>
    </message>
    <message>
        <source>Kibitz tried an impossible move; its turn is lost</source>
        <translation>Kibitz a tenté un coup impossible&#xa0;; il perd son tour</translation>
    </message>
    <message>
        <source>Kibitz moved its invisible %1</source>
        <translation>Kibitz a joué une pièce invisible (%1)</translation>
    </message>
    <message>
        <source> and took on %1</source>
        <translation> et a pris en %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::InvisibleSetupDialog</name>
    <message>
        <source>New Game of Invisible Chess</source>
        <translation>Nouvelle partie d’échecs invisibles</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Vous jouez&#xa0;:</translation>
    </message>
    <message>
        <source>The pieces of yours that Kibitz cannot see</source>
        <translation>Vos pièces que Kibitz ne peut pas voir</translation>
    </message>
    <message>
        <source>The pieces of Kibitz&apos;s that you cannot see</source>
        <translation>Les pièces de Kibitz que vous ne pouvez pas voir</translation>
    </message>
    <message>
        <source>Your invisible pieces:</source>
        <translation>Vos pièces invisibles&#xa0;:</translation>
    </message>
    <message>
        <source>Kibitz&apos;s invisible pieces:</source>
        <translation>Pièces invisibles de Kibitz&#xa0;:</translation>
    </message>
    <message>
        <source>Strategy (W1):</source>
        <translation>Stratégie (W1)&#xa0;:</translation>
    </message>
    <message>
        <source>Hide (W2):</source>
        <translation>Cacher (W2)&#xa0;:</translation>
    </message>
    <message>
        <source>Seek (W3):</source>
        <translation>Chercher (W3)&#xa0;:</translation>
    </message>
    <message>
        <source>How much Kibitz follows the engine&apos;s expected score over where your pieces may be</source>
        <translation>Dans quelle mesure Kibitz suit l’évaluation attendue du moteur, en moyenne sur les cases où vos pièces peuvent se trouver</translation>
    </message>
    <message>
        <source>How much Kibitz likes moves that leave you less sure where its pieces are (the paper found 0.5 helps and 50 hurts; between Kibitz&apos;s own players it hardly matters below 5 and helps at 50)</source>
        <translation>Dans quelle mesure Kibitz préfère les coups qui vous laissent moins sûr de l’emplacement de ses pièces (selon l’article, 0,5 aide et 50 nuit ; entre les joueurs de Kibitz, cela compte à peine en dessous de 5 et aide à 50)</translation>
    </message>
    <message>
        <source>How much Kibitz likes moves that may find your invisible pieces</source>
        <translation>Dans quelle mesure Kibitz préfère les coups qui peuvent trouver vos pièces invisibles</translation>
    </message>
    <message>
        <source>How many half-moves Kibitz looks ahead in each placement of your pieces it thinks possible: deeper is stronger and slower</source>
        <translation>Combien de demi-coups Kibitz calcule à l’avance dans chaque placement de vos pièces qu’il juge possible&#xa0;: plus c’est profond, plus c’est fort et lent</translation>
    </message>
    <message>
        <source>Look-ahead:</source>
        <translation>Profondeur de calcul&#xa0;:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::InvisibleWindow</name>
    <message>
        <source>none (plain chess)</source>
        <translation>aucune (échecs classiques)</translation>
    </message>
    <message>
        <source>1B: the queen&apos;s bishop</source>
        <translation>1B&#xa0;: le fou de la dame</translation>
    </message>
    <message>
        <source>1N: the king&apos;s knight</source>
        <translation>1N&#xa0;: le cavalier du roi</translation>
    </message>
    <message>
        <source>1R: the king&apos;s rook</source>
        <translation>1R&#xa0;: la tour du roi</translation>
    </message>
    <message>
        <source>1Q: the queen</source>
        <translation>1Q&#xa0;: la dame</translation>
    </message>
    <message>
        <source>2B: both bishops</source>
        <translation>2B&#xa0;: les deux fous</translation>
    </message>
    <message>
        <source>2N: both knights</source>
        <translation>2N&#xa0;: les deux cavaliers</translation>
    </message>
    <message>
        <source>2R: both rooks</source>
        <translation>2R&#xa0;: les deux tours</translation>
    </message>
    <message>
        <source>Invisible Chess — Kibitz</source>
        <translation>Échecs invisibles — Kibitz</translation>
    </message>
    <message>
        <source>Where might it be?</source>
        <translation>Où pourrait-elle être&#xa0;?</translation>
    </message>
    <message>
        <source>Shade the squares where an invisible piece of Kibitz&apos;s may stand, by how likely it is there given all you were told</source>
        <translation>Ombrer les cases où une pièce invisible de Kibitz peut se trouver, selon la probabilité qu’elle y soit d’après tout ce qui vous a été dit</translation>
    </message>
    <message>
        <source>Every move tried, and what came of it: accepted, impossible (the turn is lost) or illegal (try another)</source>
        <translation>Chaque coup tenté et son résultat&#xa0;: accepté, impossible (le tour est perdu) ou illégal (en essayer un autre)</translation>
    </message>
    <message>
        <source>Uncertainty (bits)</source>
        <translation>Incertitude (bits)</translation>
    </message>
    <message>
        <source>How unsure each side is where the other&apos;s invisible pieces are, after each turn (the entropy of its belief, in bits)</source>
        <translation>À quel point chaque camp ignore où se trouvent les pièces invisibles de l’autre, après chaque demi-coup (l’entropie de sa croyance, en bits)</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Tout montrer</translation>
    </message>
    <message>
        <source>When the game is over: the true board, with both sides&apos; invisible pieces, turn by turn</source>
        <translation>Une fois la partie terminée&#xa0;: le véritable échiquier, avec les pièces invisibles des deux camps, demi-coup par demi-coup</translation>
    </message>
    <message>
        <source>The turn shown (Left and Right arrow keys)</source>
        <translation>Le demi-coup affiché (flèches gauche et droite)</translation>
    </message>
    <message>
        <source>Kibitz is thinking</source>
        <translation>Kibitz réfléchit</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Choose the invisible pieces and Kibitz&apos;s advisors, and play</source>
        <translation>Choisir les pièces invisibles et les conseillers de Kibitz, puis jouer</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a saved game of Invisible Chess and replay it or play on</source>
        <translation>Ouvrir une partie d’échecs invisibles enregistrée pour la rejouer ou la poursuivre</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game as PGN, every attempt with it</source>
        <translation>Enregistrer la partie en PGN, avec toutes les tentatives</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Give the game up</source>
        <translation>Abandonner la partie</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>You: %1, invisible %2.  Kibitz: %3, invisible %4.</source>
        <translation>Vous&#xa0;: %1, pièces invisibles %2.  Kibitz&#xa0;: %3, pièces invisibles %4.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>No shading</source>
        <translation>Pas d’ombrage</translation>
    </message>
    <message>
        <source>Your uncertainty</source>
        <translation>Votre incertitude</translation>
    </message>
    <message>
        <source>Kibitz&apos;s uncertainty</source>
        <translation>Incertitude de Kibitz</translation>
    </message>
    <message>
        <source>turn %1 of %2</source>
        <translation>demi-coup %1 sur %2</translation>
    </message>
    <message>
        <source>Invisible Chess</source>
        <translation>Échecs invisibles</translation>
    </message>
    <message>
        <source>The finished game is not saved. Save it first?</source>
        <translation>La partie terminée n’est pas enregistrée. L’enregistrer d’abord&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress is not saved. Save it first?</source>
        <translation>La partie en cours n’est pas enregistrée. L’enregistrer d’abord&#xa0;?</translation>
    </message>
    <message>
        <source>Save Game of Invisible Chess</source>
        <translation>Enregistrer la partie d’échecs invisibles</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <source>Open Game of Invisible Chess</source>
        <translation>Ouvrir une partie d’échecs invisibles</translation>
    </message>
    <message>
        <source>%1 holds no game</source>
        <translation>%1 ne contient aucune partie</translation>
    </message>
    <message>
        <source>%1:%2:%3: %4</source>
        <translation>%1:%2:%3&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close Kibitz</source>
        <translation>Fermer Kibitz</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copier la FEN</translation>
    </message>
    <message>
        <source>Copy the position to the clipboard as FEN</source>
        <translation>Copier la position dans le presse-papiers au format FEN</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <source>Show the board from the other side</source>
        <translation>Afficher l’échiquier depuis l’autre côté</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>À &amp;propos de Kibitz</translation>
    </message>
    <message>
        <source>Show the version of Kibitz</source>
        <translation>Afficher la version de Kibitz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Show the version of the Qt toolkit</source>
        <translation>Afficher la version de la bibliothèque Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Checkmate: Black wins.</source>
        <translation>Échec et mat&#xa0;: les Noirs gagnent.</translation>
    </message>
    <message>
        <source>Checkmate: White wins.</source>
        <translation>Échec et mat&#xa0;: les Blancs gagnent.</translation>
    </message>
    <message>
        <source>Stalemate: the game is drawn.</source>
        <translation>Pat&#xa0;: la partie est nulle.</translation>
    </message>
    <message>
        <source>White to move, in check</source>
        <translation>Trait aux Blancs, roi en échec</translation>
    </message>
    <message>
        <source>Black to move, in check</source>
        <translation>Trait aux Noirs, roi en échec</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>FEN copied to the clipboard</source>
        <translation>FEN copiée dans le presse-papiers</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation>Coller une FEN</translation>
    </message>
    <message>
        <source>The clipboard does not hold a valid FEN position, so the board is unchanged.

Pasted text: %1

%2</source>
        <translation>Le presse-papiers ne contient pas de position FEN valide&#xa0;; l’échiquier reste inchangé.

Texte collé&#xa0;: %1

%2</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>À propos de Kibitz</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Start a new game from the starting position</source>
        <translation>Commencer une nouvelle partie depuis la position initiale</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a PGN file</source>
        <translation>Ouvrir un fichier PGN</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the games to their file</source>
        <translation>Enregistrer les parties dans leur fichier</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the games to a new PGN file</source>
        <translation>Enregistrer les parties dans un nouveau fichier PGN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Copier le &amp;PGN</translation>
    </message>
    <message>
        <source>Copy the game to the clipboard as PGN</source>
        <translation>Copier la partie dans le presse-papiers au format PGN</translation>
    </message>
    <message>
        <source>&amp;Paste PGN or FEN</source>
        <translation>Co&amp;ller un PGN ou une FEN</translation>
    </message>
    <message>
        <source>Open the games or set up the position on the clipboard</source>
        <translation>Ouvrir les parties ou mettre en place la position du presse-papiers</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Début</translation>
    </message>
    <message>
        <source>Go to the start position</source>
        <translation>Aller à la position de départ</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Reculer</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Avancer</translation>
    </message>
    <message>
        <source>Play the next move</source>
        <translation>Jouer le coup suivant</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Fin</translation>
    </message>
    <message>
        <source>Go to the end of the line</source>
        <translation>Aller à la fin de la ligne</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>Variante &amp;précédente</translation>
    </message>
    <message>
        <source>Go to the previous alternative to this move</source>
        <translation>Aller à l’alternative précédente à ce coup</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>Variante &amp;suivante</translation>
    </message>
    <message>
        <source>Go to the next alternative to this move</source>
        <translation>Aller à l’alternative suivante à ce coup</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>A&amp;ller</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Game %1 of %2: %3</source>
        <translation>Partie %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 contient des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>Ouvrir un fichier PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open %1.

%2</source>
        <translation>Impossible d’ouvrir %1.

%2</translation>
    </message>
    <message>
        <source>Some games could not be read to the end; they are shown as far as they were read.

%1</source>
        <translation>Certaines parties n’ont pas pu être lues jusqu’au bout&#xa0;; elles sont affichées jusqu’où elles ont été lues.

%1</translation>
    </message>
    <message>
        <source>Save PGN File</source>
        <translation>Enregistrer le fichier PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>PGN copied to the clipboard</source>
        <translation>PGN copié dans le presse-papiers</translation>
    </message>
    <message>
        <source>Paste PGN</source>
        <translation>Coller un PGN</translation>
    </message>
    <message>
        <source>The clipboard holds neither a FEN position nor a PGN game, so nothing changed.

Pasted text: %1

%2</source>
        <translation>Le presse-papiers ne contient ni position FEN ni partie PGN&#xa0;; rien n’a changé.

Texte collé&#xa0;: %1

%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>&amp;Export Game…</source>
        <translation>&amp;Exporter la partie…</translation>
    </message>
    <message>
        <source>Write the current game with its annotations to a PGN file, leaving the open file as it is</source>
        <translation>Écrire la partie en cours avec ses annotations dans un fichier PGN, sans modifier le fichier ouvert</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Exported the game to %1</source>
        <translation>Partie exportée vers %1</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz annotates chess games the way a commentator would, judging each move by what fallible players of the game&apos;s strengths would make of it.&lt;/p&gt;&lt;p&gt;For every position it shows the value, the expected utility, the tension and the entropy, from its own search engine. It needs no network.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz annote les parties d’échecs comme le ferait un commentateur, en jugeant chaque coup d’après ce qu’en feraient des joueurs faillibles de la force des joueurs de la partie.&lt;/p&gt;&lt;p&gt;Pour chaque position, il montre la valeur, l’utilité espérée, la tension et l’entropie, calculées par son propre moteur de recherche. Il n’a besoin d’aucun réseau.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back the last change to the games</source>
        <translation>Annuler la dernière modification des parties</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>Rétablir la modification annulée</translation>
    </message>
    <message>
        <source>Read &amp;Errors…</source>
        <translation>&amp;Erreurs de lecture…</translation>
    </message>
    <message>
        <source>List the games of this file that could not be read to their end, and go to one</source>
        <translation>Lister les parties de ce fichier qui n’ont pas pu être lues jusqu’au bout, et aller à l’une d’elles</translation>
    </message>
    <message>
        <source>This game is incomplete. %1. The moves after that are not shown; saving the game after an edit loses them.</source>
        <translation>Cette partie est incomplète. %1. Les coups suivants ne sont pas affichés ; enregistrer la partie après une modification les perd.</translation>
    </message>
    <message>
        <source>Moves as a &amp;Table</source>
        <translation>Coups en &amp;tableau</translation>
    </message>
    <message>
        <source>Show the moves one per row with their comments beside them, instead of as text</source>
        <translation>Afficher les coups un par ligne, leurs commentaires à côté, plutôt qu’en texte</translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>Marque %1</translation>
    </message>
    <message>
        <source>Arrow %1%2</source>
        <translation>Flèche %1%2</translation>
    </message>
    <message>
        <source>Game &amp;Tags…</source>
        <translation>&amp;Balises de la partie…</translation>
    </message>
    <message>
        <source>Edit the game&apos;s tags: event, players, ratings, date, result…</source>
        <translation>Modifier les balises de la partie : tournoi, joueurs, classements, date, résultat…</translation>
    </message>
    <message>
        <source>&amp;What the Window Shows</source>
        <translation>&amp;Ce que montre la fenêtre</translation>
    </message>
    <message>
        <source>Explain the evaluation bar, the analysis panel&apos;s figures, the charts and the symbols, with pictures</source>
        <translation>Explique la barre d&apos;évaluation, les chiffres du panneau d&apos;analyse, les graphiques et les symboles, avec des images</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>Afficher ou masquer le panneau %1</translation>
    </message>
    <message>
        <source>&amp;Set Up Position…</source>
        <translation>&amp;Placer une position…</translation>
    </message>
    <message>
        <source>Put pieces on a board of your own and start a new game from it</source>
        <translation>Placer des pièces sur un échiquier à vous et commencer une nouvelle partie depuis celui-ci</translation>
    </message>
    <message>
        <source>Play &amp;Invisible Chess…</source>
        <translation>Jouer aux échecs &amp;invisibles…</translation>
    </message>
    <message>
        <source>Play the variant in which some pieces are invisible to the opponent, against the advisors of Bud et al.</source>
        <translation>Jouer à la variante où certaines pièces sont invisibles pour l’adversaire, contre les conseillers de Bud et al.</translation>
    </message>
    <message>
        <source>Interrupted Save</source>
        <translation>Enregistrement interrompu</translation>
    </message>
    <message>
        <source>Kibitz was stopped while it was saving %1 (%2). The file is as it was before that save.

The copy it was writing is still there, %3, and may hold edits that were never saved.</source>
        <translation>Kibitz a été arrêté pendant l’enregistrement de %1 (%2). Le fichier est tel qu’il était avant cet enregistrement.

La copie en cours d’écriture est toujours là, %3, et peut contenir des modifications jamais enregistrées.</translation>
    </message>
    <message>
        <source>&amp;Open the Copy</source>
        <translation>&amp;Ouvrir la copie</translation>
    </message>
    <message>
        <source>&amp;Delete the Copy</source>
        <translation>&amp;Supprimer la copie</translation>
    </message>
    <message>
        <source>&amp;Keep It for Now</source>
        <translation>La &amp;garder pour l’instant</translation>
    </message>
    <message>
        <source>Cannot delete %1.</source>
        <translation>Impossible de supprimer %1.</translation>
    </message>
    <message>
        <source>%1 (recovered %2%3).%4</source>
        <translation>%1 (récupéré %2%3).%4</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>Impossible de renommer %1 en %2.</translation>
    </message>
    <message>
        <source>Did not export to %1: the game would not be written as it is.</source>
        <translation>Rien n’a été exporté vers %1 : la partie ne serait pas écrite telle quelle.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveContextMenu</name>
    <message>
        <source>good move</source>
        <translation>bon coup</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>brilliant move</source>
        <translation>coup brillant</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>interesting move</source>
        <translation>coup intéressant</translation>
    </message>
    <message>
        <source>dubious move</source>
        <translation>coup douteux</translation>
    </message>
    <message>
        <source>equal position</source>
        <translation>position égale</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>les Blancs sont légèrement mieux</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>les Noirs sont légèrement mieux</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>les Blancs sont mieux</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>les Noirs sont mieux</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>les Blancs gagnent</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>les Noirs gagnent</translation>
    </message>
    <message>
        <source>%1	%2</source>
        <translation>%1	%2</translation>
    </message>
    <message>
        <source>Mark the move with %1 (%2)</source>
        <translation>Marquer le coup avec %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Remove Glyphs</source>
        <translation>Supp&amp;rimer les symboles</translation>
    </message>
    <message>
        <source>Remove every glyph (!, ?, ± …) from the move</source>
        <translation>Retirer tous les symboles (!, ?, ± …) du coup</translation>
    </message>
    <message>
        <source>Edit &amp;Comment…</source>
        <translation>Modifier le &amp;commentaire…</translation>
    </message>
    <message>
        <source>Write or change the comment after the move</source>
        <translation>Écrire ou modifier le commentaire après le coup</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Promouvoir la variante</translation>
    </message>
    <message>
        <source>Make this variation the main continuation at its branch</source>
        <translation>Faire de cette variante la suite principale à son embranchement</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>Supprimer la &amp;variante</translation>
    </message>
    <message>
        <source>Remove the variation this move belongs to</source>
        <translation>Supprimer la variante à laquelle ce coup appartient</translation>
    </message>
    <message>
        <source>Delete &amp;From Here</source>
        <translation>Supprimer à partir d’&amp;ici</translation>
    </message>
    <message>
        <source>Remove this move and every move after it</source>
        <translation>Supprimer ce coup et tous les coups qui le suivent</translation>
    </message>
    <message>
        <source>Add &amp;Glyph</source>
        <translation>Ajouter un &amp;symbole</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Modifier le commentaire</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Commentaire après %1&#xa0;:</translation>
    </message>
    <message>
        <source>Edit Comment &amp;Before…</source>
        <translation>Modifier le commentaire &amp;avant…</translation>
    </message>
    <message>
        <source>Write or change the comment before the move</source>
        <translation>Écrire ou modifier le commentaire avant le coup</translation>
    </message>
    <message>
        <source>Edit G&amp;ame Comment…</source>
        <translation>Modifier le commentaire de la pa&amp;rtie…</translation>
    </message>
    <message>
        <source>Write or change the game&apos;s comment, before its first move</source>
        <translation>Écrire ou modifier le commentaire de la partie, avant son premier coup</translation>
    </message>
    <message>
        <source>Edit Comment Before Move</source>
        <translation>Modifier le commentaire avant le coup</translation>
    </message>
    <message>
        <source>Comment before %1:</source>
        <translation>Commentaire avant %1 :</translation>
    </message>
    <message>
        <source>Edit Game Comment</source>
        <translation>Modifier le commentaire de la partie</translation>
    </message>
    <message>
        <source>Comment before the game&apos;s first move:</source>
        <translation>Commentaire avant le premier coup de la partie :</translation>
    </message>
    <message>
        <source>Glyph %1 on %2</source>
        <translation>Symbole %1 sur %2</translation>
    </message>
    <message>
        <source>Remove Glyph %1 from %2</source>
        <translation>Retirer le symbole %1 de %2</translation>
    </message>
    <message>
        <source>Remove Glyphs from %1</source>
        <translation>Retirer les symboles de %1</translation>
    </message>
    <message>
        <source>Comment on %1</source>
        <translation>Commentaire sur %1</translation>
    </message>
    <message>
        <source>Comment Before %1</source>
        <translation>Commentaire avant %1</translation>
    </message>
    <message>
        <source>Game Comment</source>
        <translation>Commentaire de la partie</translation>
    </message>
    <message>
        <source>Promote %1</source>
        <translation>Promouvoir %1</translation>
    </message>
    <message>
        <source>Delete Variation %1</source>
        <translation>Supprimer la variante %1</translation>
    </message>
    <message>
        <source>Delete From %1</source>
        <translation>Supprimer à partir de %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTableModel</name>
    <message>
        <source>%1 exact</source>
        <translation>%1 exacte</translation>
    </message>
    <message>
        <source>Exact: the game is over after this move.</source>
        <translation>Exacte&#xa0;: la partie est terminée après ce coup.</translation>
    </message>
    <message>
        <source>Exact: the engine proved a mate.</source>
        <translation>Exacte&#xa0;: le moteur a prouvé un mat.</translation>
    </message>
    <message>
        <source>An estimate from the engine&apos;s score: in strong play White wins %1 %, draws %2 % and loses %3 %.</source>
        <translation>Une estimation à partir de l’évaluation du moteur&#xa0;: en jeu fort, les Blancs gagnent à %1 %, font nulle à %2 % et perdent à %3 %.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>The legal moves; sorted by this column, best by the engine first</source>
        <translation>Les coups légaux&#xa0;; triés selon cette colonne, le meilleur selon le moteur en premier</translation>
    </message>
    <message>
        <source>How many plies deep the engine searched the move</source>
        <translation>Le nombre de demi-coups de profondeur auquel le moteur a calculé ce coup</translation>
    </message>
    <message>
        <source>Exact: an endgame table has the position after this move.</source>
        <translation>Exacte : une table de finales connaît la position après ce coup.</translation>
    </message>
    <message>
        <source>Michie&apos;s expected utility u = %1 (P(win) − P(loss) for White)</source>
        <translation>Utilité espérée de Michie u = %1 (P(gain) − P(perte) pour les Blancs)</translation>
    </message>
    <message>
        <source>Likely</source>
        <translation>Probable</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Best play</source>
        <translation>Meilleur jeu</translation>
    </message>
    <message>
        <source>How likely a player of this rating is to play the move (Michie&apos;s model of fallible play: the probability of the move)</source>
        <translation>La probabilité qu&apos;un joueur de ce classement joue le coup (modèle de jeu faillible de Michie : la probabilité du coup)</translation>
    </message>
    <message>
        <source>White&apos;s expected score after the move when players of these ratings play on (win 1, draw ½): (1 + u) / 2, with Michie&apos;s expected utility u = P(win) − P(loss)</source>
        <translation>Le score attendu des Blancs après le coup si des joueurs de ces classements continuent (gain 1, nulle ½) : (1 + u) / 2, avec l&apos;utilité espérée de Michie u = P(gain) − P(perte)</translation>
    </message>
    <message>
        <source>The engine&apos;s score for the move, in pawns from White&apos;s side; #n: White mates in n moves, #-n: Black mates</source>
        <translation>L&apos;évaluation du coup par le moteur, en pions du point de vue des Blancs ; #n : les Blancs matent en n coups, #-n : les Noirs matent</translation>
    </message>
    <message>
        <source>The result with best play after the move, White&apos;s side: the game-theoretic value v (+1 White wins, 0 draw, −1 Black wins), exact when the game is over, a mate is proven or a table knows it, otherwise (≈) estimated from the engine&apos;s score as the annotations estimate it</source>
        <translation>Le résultat avec le meilleur jeu après le coup, du point de vue des Blancs : la valeur théorique v (+1 les Blancs gagnent, 0 nulle, −1 les Noirs gagnent), exacte quand la partie est finie, qu&apos;un mat est prouvé ou qu&apos;une table la connaît, sinon (≈) estimée d&apos;après l&apos;évaluation du moteur comme l&apos;estiment les annotations</translation>
    </message>
    <message>
        <source>The suggested move (the arrow on the board): of the moves the engine rates within half a pawn of its best, the one with the best expected score at these strengths</source>
        <translation>Le coup suggéré (la flèche sur l’échiquier) : parmi les coups que le moteur estime à moins d’un demi-pion de son meilleur, celui qui a le meilleur score attendu à ces forces</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveText</name>
    <message>
        <source>The text stops after %1 of the game&apos;s %2 moves. View → Moves as a Table shows them all.</source>
        <translation>Le texte s’arrête après %1 des %2 coups de la partie. Affichage → Coups en tableau les montre tous.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTextView</name>
    <message>
        <source>Before the move: %1</source>
        <translation>Avant le coup : %1</translation>
    </message>
    <message>
        <source>After the move: %1</source>
        <translation>Après le coup : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTreeModel</name>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>Before the move: %1</source>
        <translation>Avant le coup : %1</translation>
    </message>
    <message>
        <source>After the move: %1</source>
        <translation>Après le coup : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PiecePalette</name>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Eraser: click a piece on the board to take it off (a right click takes a piece off with any tool)</source>
        <translation>Gomme : cliquer sur une pièce l&apos;enlève de l&apos;échiquier (un clic droit enlève une pièce avec n&apos;importe quel outil)</translation>
    </message>
    <message>
        <source>%1: click a square to put one there, click it again to take it off</source>
        <translation>%1&#xa0;: cliquer sur une case pour en placer une, cliquer à nouveau pour l&apos;enlever</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Roi blanc</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Roi noir</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Dame blanche</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Dame noire</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Tour blanche</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Tour noire</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Fou blanc</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Fou noir</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Cavalier blanc</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Cavalier noir</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Pion blanc</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Pion noir</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerStrip</name>
    <message>
        <source>The time left on this player&apos;s clock after their last move, from the game&apos;s [%clk] comments (or its TimeControl tag before the first one)</source>
        <translation>Le temps restant à la pendule de ce joueur après son dernier coup, d&apos;après les commentaires [%clk] de la partie (ou sa balise TimeControl avant le premier)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerSummaryView</name>
    <message>
        <source>Analyse the game to see a summary for each player.</source>
        <translation>Analysez la partie pour voir un bilan de chaque joueur.</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Signes</translation>
    </message>
    <message>
        <source>How many moves Kibitz marked ?? (blunder), ? (mistake), ?! (dubious), !? (interesting), ! (good) and !! (brilliant).</source>
        <translation>Combien de coups Kibitz a marqués ?? (gaffe), ? (erreur), ?! (douteux), !? (intéressant), ! (bon) et !! (brillant).</translation>
    </message>
    <message>
        <source>Played like</source>
        <translation>A joué comme</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>The game turned</source>
        <translation>Tournants</translation>
    </message>
    <message>
        <source>The moves that lowered their player&apos;s chances the most, as the evaluations say: at most three, each at least a mistake&apos;s worth, none from the opening book. Click one to see the position.</source>
        <translation>Les coups qui ont le plus réduit les chances de leur joueur, d’après les évaluations : trois au plus, chacun valant au moins une erreur, aucun du livre d’ouvertures. Cliquez sur l’un d’eux pour voir la position.</translation>
    </message>
    <message>
        <source>never: no move lost as much as a mistake</source>
        <translation>jamais : aucun coup n’a perdu autant qu’une erreur</translation>
    </message>
    <message>
        <source>No move out of the opening book lowered its player&apos;s chances by a mistake&apos;s worth or more, as the evaluations say.</source>
        <translation>Aucun coup hors du livre d’ouvertures n’a réduit les chances de son joueur autant qu’une erreur ou plus, d’après les évaluations.</translation>
    </message>
    <message>
        <source>%1 expected points lost in %2 moves</source>
        <translation>%1 points attendus perdus en %2 coups</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Estimated from %1 moves</source>
        <translation>Estimé sur %1 coups</translation>
    </message>
    <message>
        <source>too few moves (%1)</source>
        <translation>trop peu de coups (%1)</translation>
    </message>
    <message>
        <source>A rating estimate needs at least %1 moves</source>
        <translation>Une estimation du classement demande au moins %1 coups</translation>
    </message>
    <message>
        <source>%1 took the evaluation from %2 to %3 (White&apos;s standpoint, in pawns). Click to go to this position.</source>
        <translation>%1 a fait passer l’évaluation de %2 à %3 (du point de vue des Blancs, en pions). Cliquez pour aller à cette position.</translation>
    </message>
    <message>
        <source>The rating at which the moves of this game are most typical, with the range it lies in with 95% confidence; it needs at least %1 moves. Moves in positions already won or lost (by more than three pawns) do not count. 2900+ means at least 2900, the strongest play the model knows.</source>
        <translation>Le classement auquel les coups de cette partie sont le plus typiques, avec l&apos;intervalle où il se trouve à 95 % de confiance ; il faut au moins %1 coups. Les coups joués dans des positions déjà gagnées ou perdues (plus de trois pions d&apos;écart) ne comptent pas. 2900+ signifie au moins 2900, le jeu le plus fort que le modèle connaisse.</translation>
    </message>
    <message>
        <source>How much of a point each player gave away with their moves, added up over the game: each move out of the opening book counts how far it lowered the player&apos;s expected score, at their strength, below what the position promised them. Book moves are theory and count nothing. 0.50 is half a point.</source>
        <translation>Quelle part d’un point chaque joueur a laissée filer par ses coups, additionnée sur la partie : chaque coup hors du livre d’ouvertures compte de combien il a abaissé le score attendu du joueur, à sa force, sous ce que la position lui promettait. Les coups du livre sont de la théorie et ne comptent pas. 0,50 est un demi-point.</translation>
    </message>
    <message>
        <source>Analysing the game: the summary for each player comes when every position is done.</source>
        <translation>Analyse de la partie en cours : le bilan de chaque joueur vient quand chaque position est faite.</translation>
    </message>
    <message>
        <source>%1 expected points lost in %2 moves out of the opening book (its %3 book moves are theory, not judged)</source>
        <translation>%1 points attendus perdus en %2 coups hors du livre d’ouvertures (ses %3 coups du livre sont de la théorie, non jugés)</translation>
    </message>
    <message>
        <source>never: every move is from the opening book</source>
        <translation>jamais : tous les coups viennent du livre d’ouvertures</translation>
    </message>
    <message>
        <source>Every move of the game is opening theory (the ECO book), which Kibitz names but does not judge.</source>
        <translation>Chaque coup de la partie est de la théorie d’ouverture (le livre ECO), que Kibitz nomme mais ne juge pas.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlyChart</name>
    <message>
        <source>ply</source>
        <translation>demi-coup</translation>
    </message>
    <message>
        <source>current position</source>
        <translation>position actuelle</translation>
    </message>
    <message>
        <source>Across: the plies (half-moves) from the start. Click a point to go to that position.</source>
        <translation>En abscisse : les demi-coups depuis le début. Cliquer sur un point pour aller à cette position.</translation>
    </message>
    <message>
        <source>annotated moves</source>
        <translation>coups annotés</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ProgressIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop this job</source>
        <translation>Arrêter cette tâche</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PromotionChooser</name>
    <message>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
    <message>
        <source>Choose the piece the pawn becomes: queen, rook, bishop or knight. Escape cancels the move.</source>
        <translation>Choisir la pièce en laquelle le pion se transforme&#xa0;: dame, tour, fou ou cavalier. Échap annule le coup.</translation>
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
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Double-click a game to go to it</source>
        <translation>Double-cliquez sur une partie pour y aller</translation>
    </message>
    <message>
        <source>Read Errors — %1</source>
        <translation>Erreurs de lecture — %1</translation>
    </message>
    <message>
        <source>No game of %1 has a problem so far; the file is still being checked.</source>
        <translation>Aucune partie de %1 n’a de problème pour l’instant ; le fichier est encore en cours de vérification.</translation>
    </message>
    <message>
        <source>Every game of %1 was read to its end.</source>
        <translation>Toutes les parties de %1 ont été lues jusqu’au bout.</translation>
    </message>
    <message>
        <source>Games of %1 that could not be read to their end: %2. Each is shown as far as it was read.</source>
        <translation>Parties de %1 qui n’ont pas pu être lues jusqu’au bout : %2. Chacune est affichée jusqu’où elle a été lue.</translation>
    </message>
    <message>
        <source>The file is still being checked.</source>
        <translation>Le fichier est encore en cours de vérification.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ScreenshotJob</name>
    <message>
        <source>Cannot write %1: the folder does not exist or is not writable.</source>
        <translation>Impossible d’écrire %1&#xa0;: le dossier n’existe pas ou n’est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Wrote %1 (%2x%3)</source>
        <translation>%1 écrit (%2x%3)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SettingsController</name>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Paramè&amp;tres…</translation>
    </message>
    <message>
        <source>Change the analysis, the annotations and the appearance</source>
        <translation>Modifier l’analyse, les annotations et l’apparence</translation>
    </message>
    <message>
        <source>The language changes the next time Kibitz starts</source>
        <translation>La langue changera au prochain démarrage de Kibitz</translation>
    </message>
    <message>
        <source>The value engine %1 could not be started: the built-in engine values instead. Check it in Settings.</source>
        <translation>Le moteur d’évaluation %1 n’a pas pu être lancé : le moteur intégré évalue à sa place. Vérifiez-le dans les Paramètres.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>A&amp;nnotation</source>
        <translation>A&amp;nnotation</translation>
    </message>
    <message>
        <source>A&amp;ppearance</source>
        <translation>A&amp;pparence</translation>
    </message>
    <message>
        <source>Put every setting on every tab back to Kibitz&apos;s defaults</source>
        <translation>Remettre tous les paramètres de tous les onglets aux valeurs par défaut de Kibitz</translation>
    </message>
    <message>
        <source>Look-ahead tree of each position</source>
        <translation>Arbre de prévision de chaque position</translation>
    </message>
    <message>
        <source>Principal search:</source>
        <translation>Recherche principale&#xa0;:</translation>
    </message>
    <message>
        <source>Nodes of the search that scores every legal move of the position. A larger search sees deeper tactics and scores the moves more reliably; each position takes longer in proportion.</source>
        <translation>Nœuds de la recherche qui évalue chaque coup légal de la position. Une recherche plus grande voit une tactique plus profonde et évalue les coups de façon plus fiable&#xa0;; chaque position prend proportionnellement plus de temps.</translation>
    </message>
    <message>
        <source>Search per leaf:</source>
        <translation>Recherche par feuille&#xa0;:</translation>
    </message>
    <message>
        <source>Nodes of each search that expands a position further down the tree, where the players are likely to go. Larger: the replies there are judged better; each expansion takes longer.</source>
        <translation>Nœuds de chaque recherche qui développe une position plus bas dans l’arbre, là où les joueurs iront probablement. Plus grand&#xa0;: les réponses y sont mieux jugées&#xa0;; chaque expansion prend plus de temps.</translation>
    </message>
    <message>
        <source> bits</source>
        <translation> bits</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>Budget&#xa0;:</translation>
    </message>
    <message>
        <source>How unlikely a line may be and still be looked into: lines that the modelled players reach with a probability of at least 2^-bits are expanded. Each bit more lets in lines half as likely: a wider tree, better judged chances and tension, for more time.</source>
        <translation>Jusqu’à quel point une ligne peut être improbable et être encore examinée&#xa0;: les lignes que les joueurs modélisés atteignent avec une probabilité d’au moins 2^-bits sont développées. Chaque bit de plus admet des lignes deux fois moins probables&#xa0;: un arbre plus large, des chances et une tension mieux jugées, pour plus de temps.</translation>
    </message>
    <message>
        <source> leaves</source>
        <translation> feuilles</translation>
    </message>
    <message>
        <source>Expansions at most:</source>
        <translation>Expansions au plus&#xa0;:</translation>
    </message>
    <message>
        <source>Leaves expanded per position at most, whatever the budget: a cap on the time one position can take.</source>
        <translation>Nombre maximal de feuilles développées par position, quel que soit le budget&#xa0;: un plafond au temps que peut prendre une position.</translation>
    </message>
    <message>
        <source>Model of the players</source>
        <translation>Modèle des joueurs</translation>
    </message>
    <message>
        <source>Fitted to human games (default)</source>
        <translation>Ajusté aux parties humaines (par défaut)</translation>
    </message>
    <message>
        <source>Michie&apos;s constants (1981)</source>
        <translation>Constantes de Michie (1981)</translation>
    </message>
    <message>
        <source>Players&apos; choices:</source>
        <translation>Choix des joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>How likely a player of a given rating is to choose each move: it decides which lines the tree looks into and how much each reply counts. Fitted to human games: the constants that best predict the moves played in real games. Michie&apos;s constants: his original c = 3 and merit = Elo / 1000.</source>
        <translation>La probabilité qu’un joueur d’un classement donné choisisse chaque coup&#xa0;: elle décide des lignes que l’arbre examine et du poids de chaque réponse. Ajusté aux parties humaines&#xa0;: les constantes qui prédisent le mieux les coups joués dans des parties réelles. Constantes de Michie&#xa0;: ses c = 3 et mérite = Elo / 1000 d’origine.</translation>
    </message>
    <message>
        <source>Human play at the players&apos; ratings (default)</source>
        <translation>Jeu humain selon le classement (par défaut)</translation>
    </message>
    <message>
        <source>Engine self-play (engine games)</source>
        <translation>Moteur contre lui-même (parties de moteurs)</translation>
    </message>
    <message>
        <source>Values at the horizon:</source>
        <translation>Valeurs à l’horizon&#xa0;:</translation>
    </message>
    <message>
        <source>How the positions where the tree stops are turned into chances of a win, a draw and a loss. Human play: the chances in real games between players of these ratings, where the same engine score is worth more between strong players than between weak ones. Engine self-play: the chances when the built-in engine plays itself, the same at every rating; for games between engines.</source>
        <translation>Comment les positions où l’arbre s’arrête deviennent des chances de gain, de nulle et de perte. Jeu humain&#xa0;: les chances dans des parties réelles entre joueurs de ces classements, où une même évaluation du moteur vaut davantage entre joueurs forts qu’entre joueurs faibles. Moteur contre lui-même&#xa0;: les chances quand le moteur intégré joue contre lui-même, les mêmes à tout classement&#xa0;; pour les parties entre moteurs.</translation>
    </message>
    <message>
        <source>Value of each position</source>
        <translation>Valeur de chaque position</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Value search:</source>
        <translation>Recherche de valeur&#xa0;:</translation>
    </message>
    <message>
        <source>Nodes of a last search of the best line alone, deeper than the principal search, that values each position: whether it is won, drawn or lost with best play, and the score written as [%eval]. It decides whether a move threw away the result (? and ??). None: the principal search&apos;s value.</source>
        <translation>Nœuds d’une dernière recherche de la seule meilleure ligne, plus profonde que la recherche principale, qui donne la valeur de chaque position&#xa0;: gagnée, nulle ou perdue avec le meilleur jeu, et l’évaluation écrite en [%eval]. Elle décide si un coup a gâché le résultat (? et ??). Aucune&#xa0;: la valeur de la recherche principale.</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Moteur intégré</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program file</source>
        <translation>Choisir le fichier exécutable du moteur</translation>
    </message>
    <message>
        <source>Value engine:</source>
        <translation>Moteur de valeur&#xa0;:</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>All cores (%1)</source>
        <translation>Tous les cœurs (%1)</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads&#xa0;:</translation>
    </message>
    <message>
        <source>Positions analysed at the same time. All cores is fastest; fewer leave the computer free for other work. The results are the same either way.</source>
        <translation>Positions analysées en même temps. Tous les cœurs est le plus rapide&#xa0;; moins laisse l’ordinateur libre pour d’autres tâches. Les résultats sont les mêmes dans les deux cas.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source> Elo</source>
        <translation> Elo</translation>
    </message>
    <message>
        <source>Default strength:</source>
        <translation>Force par défaut&#xa0;:</translation>
    </message>
    <message>
        <source>The strength of a player whose game has no rating tag (WhiteElo, BlackElo): the model plays like a player of this rating (merit = Elo / 1000; 0 plays at random).</source>
        <translation>La force d’un joueur dont la partie n’a pas de balise de classement (WhiteElo, BlackElo)&#xa0;: le modèle joue comme un joueur de ce classement (mérite = Elo / 1000&#xa0;; 0 joue au hasard).</translation>
    </message>
    <message>
        <source>Move symbols and assessments</source>
        <translation>Symboles de coups et appréciations de la position</translation>
    </message>
    <message>
        <source>u is the expected outcome between players of the given strengths, from -1 (Black wins) to +1 (White wins).</source>
        <translation>u est le résultat attendu entre des joueurs des forces données, de -1 (les Noirs gagnent) à +1 (les Blancs gagnent).</translation>
    </message>
    <message>
        <source>u: the expected outcome, from -1 (Black wins) to +1 (White wins)</source>
        <translation>u&#xa0;: le résultat attendu, de -1 (les Noirs gagnent) à +1 (les Blancs gagnent)</translation>
    </message>
    <message>
        <source>Small:</source>
        <translation>Petit&#xa0;:</translation>
    </message>
    <message>
        <source>A move that lowers u by this much or more is dubious (?!); one that raises it as much in a difficult position is good (!). From this |u| on a side stands slightly better (⩲ ⩱). Smaller: more symbols.</source>
        <translation>Un coup qui fait baisser u d’autant ou plus est douteux (?!)&#xa0;; un coup qui le fait monter d’autant dans une position difficile est bon (!). À partir de ce |u|, un camp est légèrement mieux (⩲ ⩱). Plus petit&#xa0;: plus de symboles.</translation>
    </message>
    <message>
        <source>Large:</source>
        <translation>Grand&#xa0;:</translation>
    </message>
    <message>
        <source>A move that throws away the result and lowers u by this much is a blunder (??), not a mistake (?); one that raises u as much without losing is brilliant (!!). From this |u| on a side has a clear advantage (± ∓).</source>
        <translation>Un coup qui gâche le résultat et fait baisser u d’autant est une gaffe (??), pas une erreur (?)&#xa0;; un coup qui fait monter u d’autant sans perdre est brillant (!!). À partir de ce |u|, un camp a un net avantage (± ∓).</translation>
    </message>
    <message>
        <source>Decisive:</source>
        <translation>Décisif&#xa0;:</translation>
    </message>
    <message>
        <source>From this |u| on a side&apos;s advantage is decisive (+− −+).</source>
        <translation>À partir de ce |u|, l’avantage d’un camp est décisif (+− −+).</translation>
    </message>
    <message>
        <source>Hysteresis:</source>
        <translation>Hystérésis&#xa0;:</translation>
    </message>
    <message>
        <source>How far u may leave its band before the assessment changes, so that a u wavering on a boundary does not bring a new assessment at every move.</source>
        <translation>De combien u peut sortir de sa bande avant que l’appréciation change, pour qu’un u oscillant autour d’une limite n’apporte pas une nouvelle appréciation à chaque coup.</translation>
    </message>
    <message>
        <source>Tension low:</source>
        <translation>Tension basse&#xa0;:</translation>
    </message>
    <message>
        <source>A balanced position this tense or less is lifeless: neither side is likely to win.</source>
        <translation>Une position équilibrée aussi tendue ou moins est sans vie&#xa0;: aucun camp n’a de bonnes chances de gagner.</translation>
    </message>
    <message>
        <source>Tension high:</source>
        <translation>Tension haute&#xa0;:</translation>
    </message>
    <message>
        <source>A position this tense or more is full of tension: a decisive result is likely.</source>
        <translation>Une position aussi tendue ou plus est pleine de tension&#xa0;: un résultat décisif est probable.</translation>
    </message>
    <message>
        <source>Win probability:</source>
        <translation>Probabilité de gain&#xa0;:</translation>
    </message>
    <message>
        <source>An undecided position counts as won (lost) when the probability of a win (loss) that a model of strong play gives its score is at least this. Higher: fewer positions count as won, fewer moves as ? and ??.</source>
        <translation>Une position indécise compte comme gagnée (perdue) quand la probabilité de gain (de perte) qu’un modèle de jeu fort attribue à son évaluation atteint au moins cette valeur. Plus haut&#xa0;: moins de positions comptent comme gagnées, moins de coups comme ? et ??.</translation>
    </message>
    <message>
        <source>Value drop:</source>
        <translation>Perte de valeur&#xa0;:</translation>
    </message>
    <message>
        <source>A move throws away the result (? or ??) when it lowers the expected value w - l of that model by this much or more. Smaller: more ? and ??.</source>
        <translation>Un coup gâche le résultat (? ou ??) quand il fait baisser l’espérance w - l de ce modèle d’autant ou plus. Plus petit&#xa0;: plus de ? et de ??.</translation>
    </message>
    <message>
        <source>Inaccuracy drop:</source>
        <translation>Baisse pour une imprécision :</translation>
    </message>
    <message>
        <source>A move that keeps the result is an inaccuracy (?!) only when it lowers the practical chances and the expected value w - l of that model by this much or more. 0: the practical chances alone decide. Smaller: more ?!.</source>
        <translation>Un coup qui garde le résultat n&apos;est une imprécision (?!) que s&apos;il diminue les chances pratiques et l&apos;espérance w - l de ce modèle d&apos;au moins cette valeur. 0 : les chances pratiques décident seules. Plus petit : plus de ?!.</translation>
    </message>
    <message>
        <source>Written into the game</source>
        <translation>Écrit dans la partie</translation>
    </message>
    <message>
        <source>The engine&apos;s score after every move ([%eval])</source>
        <translation>L’évaluation du moteur après chaque coup ([%eval])</translation>
    </message>
    <message>
        <source>The preferred move after ?, ?? and ?! as a variation</source>
        <translation>Le coup préférable après ?, ?? et ?! en variante</translation>
    </message>
    <message>
        <source>After a weak move, the move the model prefers, with the engine&apos;s continuation</source>
        <translation>Après un coup faible, le coup que le modèle préfère, avec la suite du moteur</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>The language of the menus and of the annotations&apos; words. System: the language of the desktop, where Kibitz has it, else English.</source>
        <translation>La langue des menus et des mots des annotations. Système&#xa0;: la langue du bureau, si Kibitz la propose, sinon l’anglais.</translation>
    </message>
    <message>
        <source>The language changes when Kibitz is started again.</source>
        <translation>La langue change au prochain démarrage de Kibitz.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Pièces&#xa0;:</translation>
    </message>
    <message>
        <source>The set of pieces the board is drawn with</source>
        <translation>Le jeu de pièces avec lequel l’échiquier est dessiné</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> nœuds</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Choisir un moteur UCI</translation>
    </message>
    <message>
        <source>The thresholds must be in order: small ≤ large ≤ decisive.</source>
        <translation>Les seuils doivent être dans l’ordre&#xa0;: petit ≤ grand ≤ décisif.</translation>
    </message>
    <message>
        <source>Tension low must not exceed tension high.</source>
        <translation>La tension basse ne doit pas dépasser la tension haute.</translation>
    </message>
    <message>
        <source>The inaccuracy drop must not exceed the value drop.</source>
        <translation>La baisse pour une imprécision ne doit pas dépasser la baisse de valeur.</translation>
    </message>
    <message>
        <source>Opening theory</source>
        <translation>Théorie des ouvertures</translation>
    </message>
    <message>
        <source>Opening book:</source>
        <translation>Livre d’ouvertures :</translation>
    </message>
    <message>
        <source>Choose an ECO file</source>
        <translation>Choisir un fichier ECO</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>An ECO file in pgn-extract&apos;s format (Debian&apos;s pgn-extract installs /usr/share/pgn-extract/eco.pgn). Its openings are named above the moves and in the annotated game&apos;s tags; moves it knows get no move symbol. Empty: no book.</source>
        <translation>Un fichier ECO au format de pgn-extract (le paquet pgn-extract de Debian installe /usr/share/pgn-extract/eco.pgn). Ses ouvertures sont nommées au-dessus des coups et dans les balises de la partie annotée ; les coups qu’il connaît ne reçoivent aucun symbole. Vide : pas de livre.</translation>
    </message>
    <message>
        <source>Endgame tables:</source>
        <translation>Tables de finales :</translation>
    </message>
    <message>
        <source>Choose a folder of Syzygy tables</source>
        <translation>Choisir un dossier de tables Syzygy</translation>
    </message>
    <message>
        <source>Folders of Syzygy endgame tables (.rtbw and .rtbz files), separated by &apos;:&apos;. A position in them gets its exact value, won, drawn or lost, under the 50-move rule. Empty: none.</source>
        <translation>Dossiers de tables de finales Syzygy (fichiers .rtbw et .rtbz), séparés par &apos;:&apos;. Une position qui s&apos;y trouve reçoit sa valeur exacte, gagnée, nulle ou perdue, selon la règle des 50 coups. Vide : aucune.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Brun</translation>
    </message>
    <message>
        <source>Squares:</source>
        <translation>Cases :</translation>
    </message>
    <message>
        <source>The colours of the board&apos;s squares</source>
        <translation>Les couleurs des cases de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Engine &amp;Lines</source>
        <translation>&amp;Lignes du moteur</translation>
    </message>
    <message>
        <source>The engine of the live lines</source>
        <translation>Le moteur des lignes en direct</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Moteur :</translation>
    </message>
    <message>
        <source>The UCI engine (e.g. /usr/games/stockfish, or a command line with its arguments) whose best lines the Analysis panel shows. Empty: the built-in engine. Its own options are set with Options… over the lines.</source>
        <translation>Le moteur UCI (par exemple /usr/games/stockfish, ou une ligne de commande avec ses arguments) dont le panneau d&apos;analyse montre les meilleures lignes. Vide : le moteur intégré. Ses options se règlent avec Options… au-dessus des lignes.</translation>
    </message>
    <message>
        <source>Engine threads:</source>
        <translation>Threads du moteur :</translation>
    </message>
    <message>
        <source>The engine&apos;s threads (UCI Threads). The lines wait while the game is analysed, so they never take cores from the analysis.</source>
        <translation>Les threads du moteur (UCI Threads). Les lignes attendent pendant l&apos;analyse de la partie, elles ne prennent donc jamais de cœurs à l&apos;analyse.</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <source>Engine hash:</source>
        <translation>Hash du moteur :</translation>
    </message>
    <message>
        <source>The engine&apos;s hash table (UCI Hash).</source>
        <translation>La table de hachage du moteur (UCI Hash).</translation>
    </message>
    <message>
        <source>Until stopped</source>
        <translation>Jusqu&apos;à l&apos;arrêt</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Secondes</translation>
    </message>
    <message>
        <source>Each position:</source>
        <translation>Chaque position :</translation>
    </message>
    <message>
        <source>How long the engine looks at each position: until another is shown, to a depth, for a number of nodes, or for some seconds.</source>
        <translation>Combien de temps le moteur regarde chaque position : jusqu&apos;à ce qu&apos;une autre soit affichée, jusqu&apos;à une profondeur, pour un nombre de nœuds ou quelques secondes.</translation>
    </message>
    <message>
        <source>Search again, deeper</source>
        <translation>Chercher à nouveau, plus loin</translation>
    </message>
    <message>
        <source>Doubtful moves:</source>
        <translation>Coups douteux :</translation>
    </message>
    <message>
        <source>Where a move seems to throw away part of the result, value the positions before and after it again with a search ten times as large, and where it still seems to lose more than an inaccuracy but less than a mistake, five times larger again: surer ? and ?? for a little more time (in games with many errors about twice as much). Off: every position is valued once.</source>
        <translation>Là où un coup semble gâcher une partie du résultat, réévaluer les positions avant et après lui avec une recherche dix fois plus grande, et là où il semble encore perdre plus qu&apos;une imprécision mais moins qu&apos;une erreur, cinq fois plus grande encore : des ? et ?? plus sûrs pour un peu plus de temps (environ le double dans les parties riches en erreurs). Désactivé : chaque position est évaluée une seule fois.</translation>
    </message>
    <message>
        <source>A UCI engine (e.g. /usr/games/stockfish) does the value search instead of the built-in engine, one process per thread, with Threads 1 and Hash 64. Empty: the built-in engine.</source>
        <translation>Un moteur UCI (p. ex. /usr/games/stockfish) effectue la recherche de valeur à la place du moteur intégré, un processus par thread, avec Threads 1 et Hash 64. Vide&#xa0;: le moteur intégré.</translation>
    </message>
    <message>
        <source>Only-move gap:</source>
        <translation>Écart du seul coup&#xa0;:</translation>
    </message>
    <message>
        <source>A quiet pawn move (no capture) that the engine scores best gets ! as the only move that keeps the advantage when every other move would lower the expected value w - l by this much or more: from move %1, for a side that is better but has not yet won. It costs one more search where the game plays such a move. 0: no such !.</source>
        <translation>Un coup de pion tranquille (sans prise) que le moteur juge le meilleur reçoit ! comme seul coup qui garde l’avantage quand tout autre coup ferait baisser l’espérance w - l d’autant ou plus&#xa0;: à partir du coup %1, pour un camp qui est mieux sans avoir encore gagné. Cela coûte une recherche de plus là où la partie joue un tel coup. 0&#xa0;: pas de tel !.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SetupDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Placer une position</translation>
    </message>
    <message>
        <source>The position as FEN. It follows the board; type or paste a FEN here to set up the board from it</source>
        <translation>La position en FEN. Elle suit l&apos;échiquier ; taper ou coller une FEN ici place l&apos;échiquier d&apos;après elle</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>FE&amp;N :</translation>
    </message>
    <message>
        <source>Start a new game from this position</source>
        <translation>Commencer une nouvelle partie depuis cette position</translation>
    </message>
    <message>
        <source>Close without changing the game</source>
        <translation>Fermer sans changer la partie</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece there; drag a piece to move it, or off the board to take it off; right-click a piece to take it off</source>
        <translation>Cliquer sur une case y place la pièce choisie ; glisser une pièce pour la déplacer, ou hors de l&apos;échiquier pour l&apos;enlever ; un clic droit sur une pièce l&apos;enlève</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <source>Put all the pieces on their squares for a new game</source>
        <translation>Mettre toutes les pièces sur leurs cases pour une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vider l&apos;échiquier</translation>
    </message>
    <message>
        <source>Take every piece off the board</source>
        <translation>Enlever toutes les pièces de l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l&apos;échiquier</translation>
    </message>
    <message>
        <source>See the board from the other side; the position stays as it is</source>
        <translation>Voir l&apos;échiquier de l&apos;autre côté ; la position reste telle quelle</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Camp au trait</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancs</translation>
    </message>
    <message>
        <source>White plays the next move</source>
        <translation>Les Blancs jouent le coup suivant</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Noirs</translation>
    </message>
    <message>
        <source>Black plays the next move</source>
        <translation>Les Noirs jouent le coup suivant</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Roque</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancs O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancs O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Noirs O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Noirs O-O-O</translation>
    </message>
    <message>
        <source>White may still castle short: the white king on e1 and the rook on h1 have not moved</source>
        <translation>Les Blancs peuvent encore roquer court : le roi blanc en e1 et la tour en h1 n&apos;ont pas bougé</translation>
    </message>
    <message>
        <source>White may still castle long: the white king on e1 and the rook on a1 have not moved</source>
        <translation>Les Blancs peuvent encore roquer long : le roi blanc en e1 et la tour en a1 n&apos;ont pas bougé</translation>
    </message>
    <message>
        <source>Black may still castle short: the black king on e8 and the rook on h8 have not moved</source>
        <translation>Les Noirs peuvent encore roquer court : le roi noir en e8 et la tour en h8 n&apos;ont pas bougé</translation>
    </message>
    <message>
        <source>Black may still castle long: the black king on e8 and the rook on a8 have not moved</source>
        <translation>Les Noirs peuvent encore roquer long : le roi noir en e8 et la tour en a8 n&apos;ont pas bougé</translation>
    </message>
    <message>
        <source>The square a pawn has just skipped with a two-square move, when a pawn of the side to move can take it en passant</source>
        <translation>La case qu&apos;un pion vient de sauter par un pas de deux cases, quand un pion du camp au trait peut le prendre en passant</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;En passant :</translation>
    </message>
    <message>
        <source>Moves by either side since the last capture or pawn move, for the fifty-move rule</source>
        <translation>Coups des deux camps depuis la dernière prise ou le dernier coup de pion, pour la règle des cinquante coups</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Demi-coups :</translation>
    </message>
    <message>
        <source>The number of the move to be played, as the score sheet counts it</source>
        <translation>Le numéro du coup à jouer, comme le compte la feuille de partie</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Numéro du coup :</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Les Blancs au trait.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Les Noirs au trait.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::StrengthControls</name>
    <message>
        <source>From the game&apos;s tags</source>
        <translation>Depuis les balises de la partie</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancs&#xa0;:</translation>
    </message>
    <message>
        <source>White&apos;s strength as an Elo rating: the model&apos;s White plays like a player of this rating (merit = Elo / 1000; 0 plays at random)</source>
        <translation>La force des Blancs en points Elo&#xa0;: les Blancs du modèle jouent comme un joueur de ce classement (mérite = Elo / 1000&#xa0;; 0 joue au hasard)</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Noirs&#xa0;:</translation>
    </message>
    <message>
        <source>Black&apos;s strength as an Elo rating: the model&apos;s Black plays like a player of this rating (merit = Elo / 1000; 0 plays at random)</source>
        <translation>La force des Noirs en points Elo&#xa0;: les Noirs du modèle jouent comme un joueur de ce classement (mérite = Elo / 1000&#xa0;; 0 joue au hasard)</translation>
    </message>
    <message>
        <source>Take the strengths from the game&apos;s WhiteElo and BlackElo tags (%1 where a tag is missing)</source>
        <translation>Prendre les forces dans les balises WhiteElo et BlackElo de la partie (%1 là où une balise manque)</translation>
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
        <translation>Balises de la partie</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Balise</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Ajouter une balise</translation>
    </message>
    <message>
        <source>A new tag, e.g. Annotator, WhiteElo or TimeControl</source>
        <translation>Une nouvelle balise, par exemple Annotator, WhiteElo ou TimeControl</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Retirer la balise</translation>
    </message>
    <message>
        <source>Row %1: the tag name &quot;%2&quot; may hold only letters, digits and underscores (PGN standard 8.1.1).</source>
        <translation>Ligne %1&#xa0;: le nom de balise «&#xa0;%2&#xa0;» ne peut contenir que des lettres, des chiffres et des soulignés (norme PGN 8.1.1).</translation>
    </message>
    <message>
        <source>Row %1: the game has a %2 tag already.</source>
        <translation>Ligne %1&#xa0;: la partie a déjà une balise %2.</translation>
    </message>
    <message>
        <source>Row %1: a tag&apos;s value must be on one line.</source>
        <translation>Ligne %1&#xa0;: la valeur d&apos;une balise doit tenir sur une ligne.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TextFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::UciLines</name>
    <message>
        <source>The engine “%1” could not be started: %2</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» n&apos;a pas pu démarrer&#xa0;: %2</translation>
    </message>
    <message>
        <source>The engine “%1” stopped: it crashed or was killed</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» s&apos;est arrêté&#xa0;: il a planté ou a été tué</translation>
    </message>
    <message>
        <source>The engine “%1” stopped (exit code %2)</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» s&apos;est arrêté (code de sortie %2)</translation>
    </message>
    <message>
        <source>The engine “%1” did not answer as a UCI engine</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» n&apos;a pas répondu comme un moteur UCI</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Kibitz: annotates chess games like a commentator.</source>
        <translation>Kibitz&#xa0;: annote les parties d’échecs comme un commentateur.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Un fichier PGN à ouvrir.</translation>
    </message>
    <message>
        <source>Open the game, annotate it, write a PNG picture of the window to &lt;image&gt; and exit.</source>
        <translation>Ouvrir la partie, l’annoter, écrire une image PNG de la fenêtre dans &lt;image&gt; et quitter.</translation>
    </message>
    <message>
        <source>The window&apos;s size for --screenshot (default 1600x1000).</source>
        <translation>La taille de la fenêtre pour --screenshot (par défaut 1600x1000).</translation>
    </message>
    <message>
        <source>The ply shown by --screenshot (default: the middle).</source>
        <translation>Le demi-coup affiché par --screenshot (par défaut&#xa0;: le milieu).</translation>
    </message>
    <message>
        <source>Nodes of each position&apos;s principal search, for tests: the leaf searches get a twentieth, the value search as many, on one thread. The settings&apos; budget otherwise.</source>
        <translation>Nœuds de la recherche principale de chaque position, pour les tests&#xa0;: les recherches par feuille en reçoivent un vingtième, la recherche de valeur autant, sur un seul thread. Sinon le budget des paramètres.</translation>
    </message>
</context>
</TS>
