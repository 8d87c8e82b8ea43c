<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>kibitz::annotate</name>
    <message>
        <source>A certain win for White.</source>
        <translation>Una victoria segura para las blancas.</translation>
    </message>
    <message>
        <source>An easy win for White.</source>
        <translation>Una victoria fácil para las blancas.</translation>
    </message>
    <message>
        <source>White should win easily.</source>
        <translation>Las blancas deberían ganar fácilmente.</translation>
    </message>
    <message>
        <source>White has a clear advantage and a won game.</source>
        <translation>Las blancas tienen una clara ventaja y la partida ganada.</translation>
    </message>
    <message>
        <source>White has a clear advantage and is probably winning.</source>
        <translation>Las blancas tienen una clara ventaja y probablemente ganan.</translation>
    </message>
    <message>
        <source>White has a mildly difficult win.</source>
        <translation>Una victoria algo difícil para las blancas.</translation>
    </message>
    <message>
        <source>White has a slight advantage, perhaps a win with best play.</source>
        <translation>Las blancas tienen una ligera ventaja, quizá ganadora con el mejor juego.</translation>
    </message>
    <message>
        <source>Black has excellent drawing chances. White needs accuracy to make sure of the win.</source>
        <translation>Las negras tienen excelentes posibilidades de tablas. Las blancas deben jugar con precisión para asegurar la victoria.</translation>
    </message>
    <message>
        <source>Even chances in practice, though White may have a win with best play.</source>
        <translation>Igualdad en la práctica, aunque las blancas quizá ganen con el mejor juego.</translation>
    </message>
    <message>
        <source>A very difficult win for White: it takes extreme accuracy.</source>
        <translation>Una victoria muy difícil para las blancas: exige una precisión extrema.</translation>
    </message>
    <message>
        <source>White may be winning, but it would take extreme accuracy.</source>
        <translation>Puede que las blancas estén ganando, pero haría falta una precisión extrema.</translation>
    </message>
    <message>
        <source>White has a theoretical win but is likely to lose.</source>
        <translation>Las blancas tienen una victoria teórica, pero lo previsible es que pierdan.</translation>
    </message>
    <message>
        <source>White may have a win with best play, but is likely to lose.</source>
        <translation>Puede que las blancas tengan una victoria con el mejor juego, pero lo previsible es que pierdan.</translation>
    </message>
    <message>
        <source>White has a theoretical win but is almost bound to lose.</source>
        <translation>Las blancas tienen una victoria teórica, pero están casi condenadas a perder.</translation>
    </message>
    <message>
        <source>White may have a win with best play, but is almost bound to lose.</source>
        <translation>Puede que las blancas tengan una victoria con el mejor juego, pero están casi condenadas a perder.</translation>
    </message>
    <message>
        <source>A certain win for Black.</source>
        <translation>Una victoria segura para las negras.</translation>
    </message>
    <message>
        <source>An easy win for Black.</source>
        <translation>Una victoria fácil para las negras.</translation>
    </message>
    <message>
        <source>Black should win easily.</source>
        <translation>Las negras deberían ganar fácilmente.</translation>
    </message>
    <message>
        <source>Black has a clear advantage and a won game.</source>
        <translation>Las negras tienen una clara ventaja y la partida ganada.</translation>
    </message>
    <message>
        <source>Black has a clear advantage and is probably winning.</source>
        <translation>Las negras tienen una clara ventaja y probablemente ganan.</translation>
    </message>
    <message>
        <source>Black has a mildly difficult win.</source>
        <translation>Una victoria algo difícil para las negras.</translation>
    </message>
    <message>
        <source>Black has a slight advantage, perhaps a win with best play.</source>
        <translation>Las negras tienen una ligera ventaja, quizá ganadora con el mejor juego.</translation>
    </message>
    <message>
        <source>White has excellent drawing chances. Black needs accuracy to make sure of the win.</source>
        <translation>Las blancas tienen excelentes posibilidades de tablas. Las negras deben jugar con precisión para asegurar la victoria.</translation>
    </message>
    <message>
        <source>Even chances in practice, though Black may have a win with best play.</source>
        <translation>Igualdad en la práctica, aunque las negras quizá ganen con el mejor juego.</translation>
    </message>
    <message>
        <source>A very difficult win for Black: it takes extreme accuracy.</source>
        <translation>Una victoria muy difícil para las negras: exige una precisión extrema.</translation>
    </message>
    <message>
        <source>Black may be winning, but it would take extreme accuracy.</source>
        <translation>Puede que las negras estén ganando, pero haría falta una precisión extrema.</translation>
    </message>
    <message>
        <source>Black has a theoretical win but is likely to lose.</source>
        <translation>Las negras tienen una victoria teórica, pero lo previsible es que pierdan.</translation>
    </message>
    <message>
        <source>Black may have a win with best play, but is likely to lose.</source>
        <translation>Puede que las negras tengan una victoria con el mejor juego, pero lo previsible es que pierdan.</translation>
    </message>
    <message>
        <source>Black has a theoretical win but is almost bound to lose.</source>
        <translation>Las negras tienen una victoria teórica, pero están casi condenadas a perder.</translation>
    </message>
    <message>
        <source>Black may have a win with best play, but is almost bound to lose.</source>
        <translation>Puede que las negras tengan una victoria con el mejor juego, pero están casi condenadas a perder.</translation>
    </message>
    <message>
        <source>White has excellent winning chances. Black needs great accuracy to make sure of the draw.</source>
        <translation>Las blancas tienen excelentes posibilidades de ganar. Las negras deben jugar con gran precisión para asegurar las tablas.</translation>
    </message>
    <message>
        <source>White has excellent winning chances, though with great accuracy Black should hold the draw.</source>
        <translation>Las blancas tienen excelentes posibilidades de ganar, aunque jugando con gran precisión las negras deberían aguantar las tablas.</translation>
    </message>
    <message>
        <source>White has good winning chances. Black needs accuracy to make sure of the draw.</source>
        <translation>Las blancas tienen buenas posibilidades de ganar. Las negras deben jugar con precisión para asegurar las tablas.</translation>
    </message>
    <message>
        <source>White has good winning chances, though with accuracy Black should hold the draw.</source>
        <translation>Las blancas tienen buenas posibilidades de ganar, aunque jugando con precisión las negras deberían aguantar las tablas.</translation>
    </message>
    <message>
        <source>White has a slight advantage. Black needs care to make sure of the draw.</source>
        <translation>Las blancas tienen una ligera ventaja. Las negras deben jugar con cuidado para asegurar las tablas.</translation>
    </message>
    <message>
        <source>White has a slight advantage; with care Black should hold the draw.</source>
        <translation>Las blancas tienen una ligera ventaja; jugando con cuidado, las negras deberían aguantar las tablas.</translation>
    </message>
    <message>
        <source>Black has a slight advantage. White needs care to make sure of the draw.</source>
        <translation>Las negras tienen una ligera ventaja. Las blancas deben jugar con cuidado para asegurar las tablas.</translation>
    </message>
    <message>
        <source>Black has a slight advantage; with care White should hold the draw.</source>
        <translation>Las negras tienen una ligera ventaja; jugando con cuidado, las blancas deberían aguantar las tablas.</translation>
    </message>
    <message>
        <source>Black has good winning chances. White needs accuracy to make sure of the draw.</source>
        <translation>Las negras tienen buenas posibilidades de ganar. Las blancas deben jugar con precisión para asegurar las tablas.</translation>
    </message>
    <message>
        <source>Black has good winning chances, though with accuracy White should hold the draw.</source>
        <translation>Las negras tienen buenas posibilidades de ganar, aunque jugando con precisión las blancas deberían aguantar las tablas.</translation>
    </message>
    <message>
        <source>Black has excellent winning chances. White needs great accuracy to make sure of the draw.</source>
        <translation>Las negras tienen excelentes posibilidades de ganar. Las blancas deben jugar con gran precisión para asegurar las tablas.</translation>
    </message>
    <message>
        <source>Black has excellent winning chances, though with great accuracy White should hold the draw.</source>
        <translation>Las negras tienen excelentes posibilidades de ganar, aunque jugando con gran precisión las blancas deberían aguantar las tablas.</translation>
    </message>
    <message>
        <source>A dead draw.</source>
        <translation>Tablas muertas.</translation>
    </message>
    <message>
        <source>A balanced, lifeless position.</source>
        <translation>Una posición equilibrada y sin vida.</translation>
    </message>
    <message>
        <source>A balanced position, full of tension.</source>
        <translation>Una posición equilibrada, llena de tensión.</translation>
    </message>
    <message>
        <source>A balanced position.</source>
        <translation>Una posición equilibrada.</translation>
    </message>
    <message>
        <source>%1 (from %2 %3)</source>
        <extracomment>%1 is a merit such as 2.45, %2 the tag (WhiteElo or BlackElo), %3 the rating</extracomment>
        <translation>%1 (según %2 %3)</translation>
    </message>
    <message>
        <source>%1 (set by the user)</source>
        <extracomment>a merit the user gave on the command line or in the settings</extracomment>
        <translation>%1 (valor indicado)</translation>
    </message>
    <message>
        <source>%1 (the default)</source>
        <translation>%1 (valor predeterminado)</translation>
    </message>
    <message>
        <source>(!) The best move in difficult circumstances.</source>
        <translation>(!) La mejor jugada en circunstancias difíciles.</translation>
    </message>
    <message>
        <source>A losing move.</source>
        <translation>Una jugada perdedora.</translation>
    </message>
    <message>
        <source>A safe move.</source>
        <translation>Una jugada segura.</translation>
    </message>
    <message>
        <source>Annotated by Kibitz %1 with %4 search nodes per position, for a strength (Michie&apos;s merit: rating / 1000) of %2 for White and %3 for Black.</source>
        <extracomment>%1 version, %2 and %3 the strengths (merit = rating / 1000) with their source, %4 nodes</extracomment>
        <translation>Comentado por Kibitz %1, con %4 nodos de búsqueda por posición, para una fuerza (definida por Michie como Elo / 1000) de %2 para las blancas y de %3 para las negras.</translation>
    </message>
    <message>
        <source>The values of the positions come from the built-in engine, %1 nodes each.</source>
        <translation>Los valores de las posiciones vienen del motor integrado, %1 nodos cada una.</translation>
    </message>
    <message>
        <source>The values of the positions come from %1 (%2), %3 nodes each.</source>
        <extracomment>%1 the engine&apos;s name, %2 its command, %3 nodes</extracomment>
        <translation>Los valores de las posiciones vienen de %1 (%2), %3 nodos cada una.</translation>
    </message>
    <message>
        <source>Searched again, %2 nodes each, around moves that seemed to lose value or swung it: %1 positions.</source>
        <extracomment>%1 how many positions, %2 nodes</extracomment>
        <translation>Búsqueda repetida, %2 nodos por posición, en torno a las jugadas que parecían perder valor o lo hacían oscilar: %1 posiciones.</translation>
    </message>
    <message>
        <source>White stands better on the board, but Black has the better practical chances at these strengths.</source>
        <translation>Las blancas están mejor en el tablero, pero con estas fuerzas las negras tienen mejores posibilidades prácticas.</translation>
    </message>
    <message>
        <source>Black stands better on the board, but White has the better practical chances at these strengths.</source>
        <translation>Las negras están mejor en el tablero, pero con estas fuerzas las blancas tienen mejores posibilidades prácticas.</translation>
    </message>
    <message>
        <source>Out of book after the %1.</source>
        <extracomment>%1 is the opening&apos;s name from the ECO file, e.g. &quot;Ruy Lopez, closed defence&quot;</extracomment>
        <translation>Fuera de la teoría tras: %1.</translation>
    </message>
    <message>
        <source>Out of book: the %1, was %2.</source>
        <extracomment>%1 is the opening&apos;s name from the ECO file, %2 a book move with its number (&quot;5... Be7&quot;)</extracomment>
        <translation>Fuera de la teoría: en la apertura %1, la jugada teórica era %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>too few moves (%1) for a rating estimate</source>
        <extracomment>%1 the moves there were to estimate a rating from</extracomment>
        <translation>muy pocas jugadas (%1) para estimar la fuerza</translation>
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
        <source>%1: %2 expected points lost in %3 moves, symbols: %4; %5.</source>
        <extracomment>%1 White or Black, %2 expected points lost such as 0.42, %3 the moves judged, %4 the symbols such as &quot;1 ?, 2 ?!&quot;, %5 the rating estimate</extracomment>
        <translation>%1: %2 puntos esperados perdidos en %3 jugadas, signos: %4; %5.</translation>
    </message>
    <message>
        <source>%1 (from %2 to %3)</source>
        <extracomment>a turning point: %1 the move such as &quot;23. Rxe5&quot;, %2 and %3 the evaluations (White&apos;s standpoint, in pawns as [%eval] writes them) before and after it</extracomment>
        <translation>%1 (de %2 a %3)</translation>
    </message>
    <message>
        <source>The game turned at %1.</source>
        <extracomment>%1 the turning points, comma separated</extracomment>
        <translation>La partida cambió en %1.</translation>
    </message>
    <message>
        <source>The game never turned: no move out of the opening book lost as much as a mistake.</source>
        <translation>La partida nunca cambió: ninguna jugada fuera del libro de aperturas perdió tanto como un error.</translation>
    </message>
    <message>
        <source>Kibitz&apos;s own tables</source>
        <extracomment>the source of an exact value: Kibitz&apos;s own tables, made on this computer</extracomment>
        <translation>las tablas propias de Kibitz</translation>
    </message>
    <message>
        <source>White wins.</source>
        <translation>ganan las blancas.</translation>
    </message>
    <message>
        <source>Black wins.</source>
        <translation>ganan las negras.</translation>
    </message>
    <message>
        <source>White would win, but the 50-move rule lets Black claim a draw first.</source>
        <translation>las blancas ganarían, pero la regla de los 50 movimientos permite a las negras reclamar tablas antes.</translation>
    </message>
    <message>
        <source>Black would win, but the 50-move rule lets White claim a draw first.</source>
        <translation>las negras ganarían, pero la regla de los 50 movimientos permite a las blancas reclamar tablas antes.</translation>
    </message>
    <message>
        <source>a draw.</source>
        <translation>tablas.</translation>
    </message>
    <message>
        <source>The endgame table (%1) has it: %2</source>
        <extracomment>%1 is where the exact value comes from (&quot;Syzygy&quot;), %2 the verdict (&quot;White wins.&quot;)</extracomment>
        <translation>Según la tabla de finales (%1): %2</translation>
    </message>
    <message>
        <source>Exact values of endgames of up to %1 pieces come from the Syzygy tables.</source>
        <extracomment>%1 is a number of pieces, kings included</extracomment>
        <translation>Los valores exactos de los finales de hasta %1 piezas vienen de las tablas Syzygy.</translation>
    </message>
    <message>
        <source>The distances to mate come from Kibitz&apos;s own endgame tables.</source>
        <translation>Las distancias al mate vienen de las tablas de finales propias de Kibitz.</translation>
    </message>
    <message>
        <source>Exact values and distances to mate of endgames of up to %1 pieces come from Kibitz&apos;s own tables.</source>
        <extracomment>%1 is a number of pieces, kings included</extracomment>
        <translation>Los valores exactos y las distancias al mate de los finales de hasta %1 piezas vienen de las tablas propias de Kibitz.</translation>
    </message>
    <message>
        <source>A sound sacrifice.</source>
        <extracomment>a move that offers material (the moved piece may be taken) without spoiling the position</extracomment>
        <translation>Un sacrificio correcto.</translation>
    </message>
    <message>
        <source>The only move that keeps the advantage.</source>
        <extracomment>a pawn move that the strongest search finds clearly better than every other move</extracomment>
        <translation>La única jugada que mantiene la ventaja.</translation>
    </message>
    <message>
        <source>Where the move still seemed to lose value, searched a third time, %2 nodes each: %1 positions.</source>
        <extracomment>%1 how many positions, %2 nodes</extracomment>
        <translation>Donde la jugada aún parecía perder valor, búsqueda repetida por tercera vez, %2 nodos por posición: %1 posiciones.</translation>
    </message>
    <message>
        <source>moves like a player rated %1 from %2 moves, the range with 95% confidence</source>
        <translation>juega como un jugador de %1 según %2 jugadas, el intervalo con un 95 % de confianza</translation>
    </message>
    <message>
        <source>(!) The best move; the win still takes accuracy.</source>
        <translation>(!) La mejor jugada; la victoria aún exige precisión.</translation>
    </message>
    <message>
        <source>%1: every move from the opening book, none judged.</source>
        <extracomment>%1 White or Black, none of whose moves left the opening book</extracomment>
        <translation>%1: todas las jugadas salen del libro de aperturas, ninguna se juzga.</translation>
    </message>
    <message>
        <source>%1: %2 expected points lost in %3 moves out of the opening book, symbols: %4; %5.</source>
        <extracomment>%1 White or Black, %2 expected points lost such as 0.42, %3 the moves judged (those out of the opening book), %4 the symbols such as &quot;1 ?, 2 ?!&quot;, %5 the rating estimate</extracomment>
        <translation>%1: %2 puntos esperados perdidos en %3 jugadas fuera del libro de aperturas, signos: %4; %5.</translation>
    </message>
    <message>
        <source>%1 %2 (%3) failed.</source>
        <extracomment>%1 the note that the built-in engine gave the values, %2 the engine&apos;s name, %3 its command</extracomment>
        <translation>%1 %2 (%3) falló.</translation>
    </message>
    <message>
        <source>The built-in engine valued %1 of the %2 positions, where %3 failed.</source>
        <extracomment>%1 how many positions, %2 of how many, %3 the engine&apos;s name</extracomment>
        <translation>El motor integrado valoró %1 de las %2 posiciones, donde %3 falló.</translation>
    </message>
    <message>
        <source>A speculative sacrifice.</source>
        <extracomment>a move that offers material, objectively a little dubious, with practical chances</extracomment>
        <translation>Un sacrificio especulativo.</translation>
    </message>
</context>
</TS>
