<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
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
    <name>kibitz::ui::MainWindow</name>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
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
        <source>&amp;Paste FEN</source>
        <translation>&amp;Pegar FEN</translation>
    </message>
    <message>
        <source>Set up the position given as FEN on the clipboard</source>
        <translation>Colocar en el tablero la posición en FEN del portapapeles</translation>
    </message>
    <message>
        <source>&amp;Reset to Start Position</source>
        <translation>&amp;Volver a la posición inicial</translation>
    </message>
    <message>
        <source>Set up the starting position of a game</source>
        <translation>Colocar la posición inicial de una partida</translation>
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
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz is being built to annotate chess games the way a commentator would.&lt;/p&gt;&lt;p&gt;This version shows a chess position, set up from FEN, on a board.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Kibitz se está desarrollando para comentar partidas de ajedrez como lo haría un comentarista.&lt;/p&gt;&lt;p&gt;Esta versión muestra en un tablero una posición de ajedrez definida a partir de una FEN.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
