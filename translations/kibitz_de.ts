<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
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
    <name>kibitz::ui::MainWindow</name>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
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
        <source>&amp;Paste FEN</source>
        <translation>FEN &amp;einfügen</translation>
    </message>
    <message>
        <source>Set up the position given as FEN on the clipboard</source>
        <translation>Die Stellung aufbauen, die als FEN in der Zwischenablage steht</translation>
    </message>
    <message>
        <source>&amp;Reset to Start Position</source>
        <translation>Auf &amp;Grundstellung zurücksetzen</translation>
    </message>
    <message>
        <source>Set up the starting position of a game</source>
        <translation>Die Ausgangsstellung einer Partie aufbauen</translation>
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
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz is being built to annotate chess games the way a commentator would.&lt;/p&gt;&lt;p&gt;This version shows a chess position, set up from FEN, on a board.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz soll Schachpartien so kommentieren, wie es ein Kommentator tun würde.&lt;/p&gt;&lt;p&gt;Diese Version zeigt eine Schachstellung, aus einer FEN aufgebaut, auf einem Brett.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
