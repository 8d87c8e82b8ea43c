<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>kibitz::annotate</name>
    <message>
        <source>A certain win for White.</source>
        <translation>Ein sicherer Gewinn für Weiß.</translation>
    </message>
    <message>
        <source>An easy win for White.</source>
        <translation>Ein müheloser Gewinn für Weiß.</translation>
    </message>
    <message>
        <source>White should win easily.</source>
        <translation>Weiß sollte mühelos gewinnen.</translation>
    </message>
    <message>
        <source>White has a clear advantage and a won game.</source>
        <translation>Weiß hat einen klaren Vorteil und eine gewonnene Stellung.</translation>
    </message>
    <message>
        <source>White has a clear advantage and is probably winning.</source>
        <translation>Weiß hat einen klaren Vorteil und steht wahrscheinlich auf Gewinn.</translation>
    </message>
    <message>
        <source>White has a mildly difficult win.</source>
        <translation>Ein etwas schwieriger Gewinn für Weiß.</translation>
    </message>
    <message>
        <source>White has a slight advantage, perhaps a win with best play.</source>
        <translation>Weiß steht etwas besser, bei bestem Spiel vielleicht gewonnen.</translation>
    </message>
    <message>
        <source>Black has excellent drawing chances. White needs accuracy to make sure of the win.</source>
        <translation>Schwarz hat ausgezeichnete Remischancen. Weiß muss genau spielen, um den Gewinn sicherzustellen.</translation>
    </message>
    <message>
        <source>Even chances in practice, though White may have a win with best play.</source>
        <translation>In der Praxis ausgeglichen, auch wenn Weiß bei bestem Spiel gewinnen könnte.</translation>
    </message>
    <message>
        <source>A very difficult win for White: it takes extreme accuracy.</source>
        <translation>Ein sehr schwieriger Gewinn für Weiß: Er erfordert äußerste Genauigkeit.</translation>
    </message>
    <message>
        <source>White may be winning, but it would take extreme accuracy.</source>
        <translation>Weiß steht möglicherweise auf Gewinn, doch dazu wäre äußerste Genauigkeit nötig.</translation>
    </message>
    <message>
        <source>White has a theoretical win but is likely to lose.</source>
        <translation>Weiß hat einen theoretischen Gewinn, wird aber voraussichtlich verlieren.</translation>
    </message>
    <message>
        <source>White may have a win with best play, but is likely to lose.</source>
        <translation>Weiß hat bei bestem Spiel möglicherweise einen Gewinn, wird aber voraussichtlich verlieren.</translation>
    </message>
    <message>
        <source>White has a theoretical win but is almost bound to lose.</source>
        <translation>Weiß hat einen theoretischen Gewinn, wird aber so gut wie sicher verlieren.</translation>
    </message>
    <message>
        <source>White may have a win with best play, but is almost bound to lose.</source>
        <translation>Weiß hat bei bestem Spiel möglicherweise einen Gewinn, wird aber so gut wie sicher verlieren.</translation>
    </message>
    <message>
        <source>A certain win for Black.</source>
        <translation>Ein sicherer Gewinn für Schwarz.</translation>
    </message>
    <message>
        <source>An easy win for Black.</source>
        <translation>Ein müheloser Gewinn für Schwarz.</translation>
    </message>
    <message>
        <source>Black should win easily.</source>
        <translation>Schwarz sollte mühelos gewinnen.</translation>
    </message>
    <message>
        <source>Black has a clear advantage and a won game.</source>
        <translation>Schwarz hat einen klaren Vorteil und eine gewonnene Stellung.</translation>
    </message>
    <message>
        <source>Black has a clear advantage and is probably winning.</source>
        <translation>Schwarz hat einen klaren Vorteil und steht wahrscheinlich auf Gewinn.</translation>
    </message>
    <message>
        <source>Black has a mildly difficult win.</source>
        <translation>Ein etwas schwieriger Gewinn für Schwarz.</translation>
    </message>
    <message>
        <source>Black has a slight advantage, perhaps a win with best play.</source>
        <translation>Schwarz steht etwas besser, bei bestem Spiel vielleicht gewonnen.</translation>
    </message>
    <message>
        <source>White has excellent drawing chances. Black needs accuracy to make sure of the win.</source>
        <translation>Weiß hat ausgezeichnete Remischancen. Schwarz muss genau spielen, um den Gewinn sicherzustellen.</translation>
    </message>
    <message>
        <source>Even chances in practice, though Black may have a win with best play.</source>
        <translation>In der Praxis ausgeglichen, auch wenn Schwarz bei bestem Spiel gewinnen könnte.</translation>
    </message>
    <message>
        <source>A very difficult win for Black: it takes extreme accuracy.</source>
        <translation>Ein sehr schwieriger Gewinn für Schwarz: Er erfordert äußerste Genauigkeit.</translation>
    </message>
    <message>
        <source>Black may be winning, but it would take extreme accuracy.</source>
        <translation>Schwarz steht möglicherweise auf Gewinn, doch dazu wäre äußerste Genauigkeit nötig.</translation>
    </message>
    <message>
        <source>Black has a theoretical win but is likely to lose.</source>
        <translation>Schwarz hat einen theoretischen Gewinn, wird aber voraussichtlich verlieren.</translation>
    </message>
    <message>
        <source>Black may have a win with best play, but is likely to lose.</source>
        <translation>Schwarz hat bei bestem Spiel möglicherweise einen Gewinn, wird aber voraussichtlich verlieren.</translation>
    </message>
    <message>
        <source>Black has a theoretical win but is almost bound to lose.</source>
        <translation>Schwarz hat einen theoretischen Gewinn, wird aber so gut wie sicher verlieren.</translation>
    </message>
    <message>
        <source>Black may have a win with best play, but is almost bound to lose.</source>
        <translation>Schwarz hat bei bestem Spiel möglicherweise einen Gewinn, wird aber so gut wie sicher verlieren.</translation>
    </message>
    <message>
        <source>White has excellent winning chances. Black needs great accuracy to make sure of the draw.</source>
        <translation>Weiß hat ausgezeichnete Gewinnchancen. Schwarz muss sehr genau spielen, um das Remis sicherzustellen.</translation>
    </message>
    <message>
        <source>White has excellent winning chances, though with great accuracy Black should hold the draw.</source>
        <translation>Weiß hat ausgezeichnete Gewinnchancen, doch mit sehr genauem Spiel sollte Schwarz das Remis halten.</translation>
    </message>
    <message>
        <source>White has good winning chances. Black needs accuracy to make sure of the draw.</source>
        <translation>Weiß hat gute Gewinnchancen. Schwarz muss genau spielen, um das Remis sicherzustellen.</translation>
    </message>
    <message>
        <source>White has good winning chances, though with accuracy Black should hold the draw.</source>
        <translation>Weiß hat gute Gewinnchancen, doch mit genauem Spiel sollte Schwarz das Remis halten.</translation>
    </message>
    <message>
        <source>White has a slight advantage. Black needs care to make sure of the draw.</source>
        <translation>Weiß steht etwas besser. Schwarz muss sorgfältig spielen, um das Remis sicherzustellen.</translation>
    </message>
    <message>
        <source>White has a slight advantage; with care Black should hold the draw.</source>
        <translation>Weiß steht etwas besser; mit sorgfältigem Spiel sollte Schwarz das Remis halten.</translation>
    </message>
    <message>
        <source>Black has a slight advantage. White needs care to make sure of the draw.</source>
        <translation>Schwarz steht etwas besser. Weiß muss sorgfältig spielen, um das Remis sicherzustellen.</translation>
    </message>
    <message>
        <source>Black has a slight advantage; with care White should hold the draw.</source>
        <translation>Schwarz steht etwas besser; mit sorgfältigem Spiel sollte Weiß das Remis halten.</translation>
    </message>
    <message>
        <source>Black has good winning chances. White needs accuracy to make sure of the draw.</source>
        <translation>Schwarz hat gute Gewinnchancen. Weiß muss genau spielen, um das Remis sicherzustellen.</translation>
    </message>
    <message>
        <source>Black has good winning chances, though with accuracy White should hold the draw.</source>
        <translation>Schwarz hat gute Gewinnchancen, doch mit genauem Spiel sollte Weiß das Remis halten.</translation>
    </message>
    <message>
        <source>Black has excellent winning chances. White needs great accuracy to make sure of the draw.</source>
        <translation>Schwarz hat ausgezeichnete Gewinnchancen. Weiß muss sehr genau spielen, um das Remis sicherzustellen.</translation>
    </message>
    <message>
        <source>Black has excellent winning chances, though with great accuracy White should hold the draw.</source>
        <translation>Schwarz hat ausgezeichnete Gewinnchancen, doch mit sehr genauem Spiel sollte Weiß das Remis halten.</translation>
    </message>
    <message>
        <source>A dead draw.</source>
        <translation>Ein totes Remis.</translation>
    </message>
    <message>
        <source>A balanced, lifeless position.</source>
        <translation>Eine ausgeglichene, spannungslose Stellung.</translation>
    </message>
    <message>
        <source>A balanced position, full of tension.</source>
        <translation>Eine ausgeglichene Stellung voller Spannung.</translation>
    </message>
    <message>
        <source>A balanced position.</source>
        <translation>Eine ausgeglichene Stellung.</translation>
    </message>
    <message>
        <source>%1 (from %2 %3)</source>
        <extracomment>%1 is a merit such as 2.45, %2 the tag (WhiteElo or BlackElo), %3 the rating</extracomment>
        <translation>%1 (laut %2 %3)</translation>
    </message>
    <message>
        <source>%1 (set by the user)</source>
        <extracomment>a merit the user gave on the command line or in the settings</extracomment>
        <translation>%1 (wie angegeben)</translation>
    </message>
    <message>
        <source>%1 (the default)</source>
        <translation>%1 (Standardwert)</translation>
    </message>
    <message>
        <source>(!) The best move in difficult circumstances.</source>
        <translation>(!) Der beste Zug in schwieriger Lage.</translation>
    </message>
    <message>
        <source>A losing move.</source>
        <translation>Ein Verlustzug.</translation>
    </message>
    <message>
        <source>A safe move.</source>
        <translation>Ein sicherer Zug.</translation>
    </message>
    <message>
        <source>Annotated by Kibitz %1 with %4 search nodes per position, for a strength (Michie&apos;s merit: rating / 1000) of %2 for White and %3 for Black.</source>
        <extracomment>%1 version, %2 and %3 the strengths (merit = rating / 1000) with their source, %4 nodes</extracomment>
        <translation>Kommentiert von Kibitz %1, mit %4 Suchknoten je Stellung, für eine Spielstärke (nach Michie: Elo-Zahl / 1000) von %2 für Weiß und %3 für Schwarz.</translation>
    </message>
    <message>
        <source>The values of the positions come from the built-in engine, %1 nodes each.</source>
        <translation>Die Werte der Stellungen stammen von der eingebauten Engine, %1 Knoten je Stellung.</translation>
    </message>
    <message>
        <source>The values of the positions come from %1 (%2), %3 nodes each.</source>
        <extracomment>%1 the engine&apos;s name, %2 its command, %3 nodes</extracomment>
        <translation>Die Werte der Stellungen stammen von %1 (%2), %3 Knoten je Stellung.</translation>
    </message>
    <message>
        <source>Searched again, %2 nodes each, around moves that seemed to lose value or swung it: %1 positions.</source>
        <extracomment>%1 how many positions, %2 nodes</extracomment>
        <translation>Erneut durchsucht, %2 Knoten je Stellung, rund um Züge, die Wert zu verlieren schienen oder ihn umschlagen ließen: %1 Stellungen.</translation>
    </message>
    <message>
        <source>White stands better on the board, but Black has the better practical chances at these strengths.</source>
        <translation>Weiß steht auf dem Brett besser, aber bei diesen Spielstärken hat Schwarz die besseren praktischen Chancen.</translation>
    </message>
    <message>
        <source>Black stands better on the board, but White has the better practical chances at these strengths.</source>
        <translation>Schwarz steht auf dem Brett besser, aber bei diesen Spielstärken hat Weiß die besseren praktischen Chancen.</translation>
    </message>
    <message>
        <source>Out of book after the %1.</source>
        <extracomment>%1 is the opening&apos;s name from the ECO file, e.g. &quot;Ruy Lopez, closed defence&quot;</extracomment>
        <translation>Aus der Theorie nach: %1.</translation>
    </message>
    <message>
        <source>Out of book: the %1, was %2.</source>
        <extracomment>%1 is the opening&apos;s name from the ECO file, %2 a book move with its number (&quot;5... Be7&quot;)</extracomment>
        <translation>Aus der Theorie: In der Eröffnung %1 war %2 der Buchzug.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>too few moves (%1) for a rating estimate</source>
        <extracomment>%1 the moves there were to estimate a rating from</extracomment>
        <translation>zu wenige Züge (%1) für eine Schätzung der Spielstärke</translation>
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
        <source>%1: %2 expected points lost in %3 moves, symbols: %4; %5.</source>
        <extracomment>%1 White or Black, %2 expected points lost such as 0.42, %3 the moves judged, %4 the symbols such as &quot;1 ?, 2 ?!&quot;, %5 the rating estimate</extracomment>
        <translation>%1: %2 erwartete Punkte verloren in %3 Zügen, Zeichen: %4; %5.</translation>
    </message>
    <message>
        <source>%1 (from %2 to %3)</source>
        <extracomment>a turning point: %1 the move such as &quot;23. Rxe5&quot;, %2 and %3 the evaluations (White&apos;s standpoint, in pawns as [%eval] writes them) before and after it</extracomment>
        <translation>%1 (von %2 auf %3)</translation>
    </message>
    <message>
        <source>The game turned at %1.</source>
        <extracomment>%1 the turning points, comma separated</extracomment>
        <translation>Die Partie kippte bei %1.</translation>
    </message>
    <message>
        <source>The game never turned: no move out of the opening book lost as much as a mistake.</source>
        <translation>Die Partie kippte nie: kein Zug außerhalb des Eröffnungsbuchs verlor so viel wie ein Fehler.</translation>
    </message>
    <message>
        <source>Kibitz&apos;s own tables</source>
        <extracomment>the source of an exact value: Kibitz&apos;s own tables, made on this computer</extracomment>
        <translation>Kibitz&apos; eigene Tafeln</translation>
    </message>
    <message>
        <source>White wins.</source>
        <translation>Weiß gewinnt.</translation>
    </message>
    <message>
        <source>Black wins.</source>
        <translation>Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>White would win, but the 50-move rule lets Black claim a draw first.</source>
        <translation>Weiß würde gewinnen, doch die 50-Züge-Regel erlaubt Schwarz vorher, Remis zu reklamieren.</translation>
    </message>
    <message>
        <source>Black would win, but the 50-move rule lets White claim a draw first.</source>
        <translation>Schwarz würde gewinnen, doch die 50-Züge-Regel erlaubt Weiß vorher, Remis zu reklamieren.</translation>
    </message>
    <message>
        <source>a draw.</source>
        <translation>Remis.</translation>
    </message>
    <message>
        <source>The endgame table (%1) has it: %2</source>
        <extracomment>%1 is where the exact value comes from (&quot;Syzygy&quot;), %2 the verdict (&quot;White wins.&quot;)</extracomment>
        <translation>Laut Endspieltafel (%1): %2</translation>
    </message>
    <message>
        <source>Exact values of endgames of up to %1 pieces come from the Syzygy tables.</source>
        <extracomment>%1 is a number of pieces, kings included</extracomment>
        <translation>Exakte Werte von Endspielen mit bis zu %1 Steinen stammen aus den Syzygy-Tafeln.</translation>
    </message>
    <message>
        <source>The distances to mate come from Kibitz&apos;s own endgame tables.</source>
        <translation>Die Distanzen bis zum Matt stammen aus Kibitz&apos; eigenen Endspieltafeln.</translation>
    </message>
    <message>
        <source>Exact values and distances to mate of endgames of up to %1 pieces come from Kibitz&apos;s own tables.</source>
        <extracomment>%1 is a number of pieces, kings included</extracomment>
        <translation>Exakte Werte und Distanzen bis zum Matt von Endspielen mit bis zu %1 Steinen stammen aus Kibitz&apos; eigenen Tafeln.</translation>
    </message>
    <message>
        <source>A sound sacrifice.</source>
        <extracomment>a move that offers material (the moved piece may be taken) without spoiling the position</extracomment>
        <translation>Ein korrektes Opfer.</translation>
    </message>
    <message>
        <source>The only move that keeps the advantage.</source>
        <extracomment>a pawn move that the strongest search finds clearly better than every other move</extracomment>
        <translation>Der einzige Zug, der den Vorteil hält.</translation>
    </message>
    <message>
        <source>Where the move still seemed to lose value, searched a third time, %2 nodes each: %1 positions.</source>
        <extracomment>%1 how many positions, %2 nodes</extracomment>
        <translation>Wo der Zug weiter Wert zu verlieren schien, ein drittes Mal durchsucht, %2 Knoten je Stellung: %1 Stellungen.</translation>
    </message>
    <message>
        <source>moves like a player rated %1 from %2 moves, the range with 95% confidence</source>
        <translation>spielt wie ein Spieler mit %1 Elo nach %2 Zügen, der Bereich mit 95 % Sicherheit</translation>
    </message>
    <message>
        <source>(!) The best move; the win still takes accuracy.</source>
        <translation>(!) Der beste Zug; der Gewinn verlangt noch Genauigkeit.</translation>
    </message>
    <message>
        <source>%1: every move from the opening book, none judged.</source>
        <extracomment>%1 White or Black, none of whose moves left the opening book</extracomment>
        <translation>%1: jeder Zug aus dem Eröffnungsbuch, keiner bewertet.</translation>
    </message>
    <message>
        <source>%1: %2 expected points lost in %3 moves out of the opening book, symbols: %4; %5.</source>
        <extracomment>%1 White or Black, %2 expected points lost such as 0.42, %3 the moves judged (those out of the opening book), %4 the symbols such as &quot;1 ?, 2 ?!&quot;, %5 the rating estimate</extracomment>
        <translation>%1: %2 erwartete Punkte verloren in %3 Zügen außerhalb des Eröffnungsbuchs, Zeichen: %4; %5.</translation>
    </message>
    <message>
        <source>%1 %2 (%3) failed.</source>
        <extracomment>%1 the note that the built-in engine gave the values, %2 the engine&apos;s name, %3 its command</extracomment>
        <translation>%1 %2 (%3) ist ausgefallen.</translation>
    </message>
    <message>
        <source>The built-in engine valued %1 of the %2 positions, where %3 failed.</source>
        <extracomment>%1 how many positions, %2 of how many, %3 the engine&apos;s name</extracomment>
        <translation>Die eingebaute Engine hat %1 der %2 Stellungen bewertet, bei denen %3 ausgefallen ist.</translation>
    </message>
    <message>
        <source>A speculative sacrifice.</source>
        <extracomment>a move that offers material, objectively a little dubious, with practical chances</extracomment>
        <translation>Ein spekulatives Opfer.</translation>
    </message>
</context>
</TS>
