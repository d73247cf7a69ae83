/**
 * The seed's English (issue 36): every seeded product's name and unit, the categories, the carousel's
 * titles and the blog's articles, so a new shop's /en/ pages are in English from the start. The owner
 * edits them in the back office («Traducciones»); the shop's texts (FAQ, terms, privacy) show in Spanish
 * until translated there.
 */

const UNITS: Record<string, string> = {
  kg: 'kg',
  pieza: 'piece',
  manojo: 'bunch',
  paquete: 'pack',
  docena: 'dozen',
  '250 g': '250 g',
  '500 g': '500 g',
  '250 ml': '250 ml',
  '500 ml': '500 ml',
};

/** The products' English names, by id (their units follow UNITS). */
export const productNames: Record<number, string> = {
  1: 'Hass avocado',
  2: 'San Quintín strawberries',
  3: 'Ataulfo mango',
  4: 'Seedless lime',
  5: 'Tabasco banana',
  6: 'Seedless red grapes',
  7: 'Watermelon',
  8: 'Honeydew melon',
  9: 'Yellow peach',
  10: 'Bartlett pear',
  11: 'Red apple',
  12: 'Green apple',
  13: 'Valencia orange',
  14: 'Honey pineapple',
  15: 'Coconut',
  16: 'Red cherries',
  17: 'Kiwi',
  18: 'Blueberries',
  19: 'Roma tomato',
  20: 'Jalapeño pepper',
  21: 'White onion',
  22: 'Cleaned cactus paddles (nopales)',
  23: 'Cilantro',
  24: 'Romaine lettuce',
  25: 'White potato',
  26: 'Carrot',
  27: 'White corn on the cob',
  28: 'Cucumber',
  29: 'Broccoli',
  30: 'Garlic',
  31: 'White mushrooms',
  32: 'Bell pepper',
  33: 'Eggplant',
  34: 'Sweet potato',
  35: 'Ginger',
  36: 'Green peas',
  37: 'White eggs',
  38: 'Flour tortillas',
  39: 'Corn tortillas',
  40: 'Honey',
  41: 'Queso fresco',
  42: 'Pinto beans',
  43: 'White rice',
  44: 'Ensenada coffee',
  45: 'Valle de Guadalupe olive oil',
  46: 'Chile de árbol red salsa',
  47: 'Sweet corn tamales',
  48: 'Dried hibiscus flowers (jamaica)',
  49: 'Lemon',
  50: 'Roasted peanuts',
};

/** A seeded unit in English (the same text when it reads the same). */
export const unitInEnglish = (cantidad: string): string => UNITS[cantidad] ?? cantidad;

export const categoryNames: Record<number, string> = { 1: 'Fruit', 2: 'Vegetables', 3: 'Groceries' };

export const slideTitles: Record<number, string> = {
  1: 'Fresh fruit from the valley to your door',
  2: 'Just-picked vegetables for your kitchen',
  3: 'Your whole pantry delivered to your home',
  4: 'Winter citrus at a special price',
};

export const articleTexts: Record<number, { titulo: string; resumen: string; contenido: string }> = {
  1: {
    titulo: 'How to pick a perfectly ripe avocado',
    resumen: 'Learn to spot a Hass avocado that is ready to eat, one that will ripen in a couple of days, and how to speed up or slow down ripening at home.',
    contenido: `Hass avocados are one of the things we're asked for most in Tecate, Tijuana, Rosarito and Ensenada — and one of the things people have the most questions about. Do I want it for today or for the weekend? Why does it sometimes turn black inside? Picking a good one is easier than it looks once you know what to check.

## Three signs of a ripe avocado

Before you squeeze the avocado with your whole hand (and bruise it), look for these signs:

- **Color:** a Hass avocado's skin goes from bright green to very dark green, almost black, as it ripens. An even, dark color usually means it's ready.
- **Firmness:** hold it in your palm and press gently with your fingers, not your fingertips. If it gives a little, like a ripe peach, it's perfect to eat today.
- **The stem:** pull off the little "button" at the top. If it's light green underneath, the avocado is ripe; if it's brown, it's probably past its prime.

## For today or for later?

If you're making guacamole the same day, look for dark avocados that give slightly. If you want them in two or three days, pick ones that are still green and firm: they'll ripen on their own at room temperature. You can leave a note with your order saying when you plan to use them, and we'll pick them to match.

To speed up ripening, put the avocado in a paper bag with a banana or an apple; these fruits give off ethylene, a natural gas that helps fruit ripen. To slow it down, put an avocado that's already ripe in the fridge: it will keep for three to five more days without losing flavor.

## One last tip for guacamole

Once cut, avocado browns quickly. Add a few drops of lime juice, press plastic wrap right onto the surface and keep the pit with the flesh. Your guacamole will stay green longer, ready to go with some good tacos.`,
  },
  2: {
    titulo: 'Strawberry season in San Quintín',
    resumen: 'The San Quintín valley is one of the country’s main strawberry-growing regions; here is when the season is and how to enjoy it best.',
    contenido: `A few hours south of Ensenada, the San Quintín valley has become one of the most important strawberry-growing regions in Mexico. Its mild climate, with a Pacific breeze and cool nights, makes it possible to harvest sweet, firm fruit for much of the year.

## When is the season?

The main strawberry harvest in San Quintín runs roughly from January to June, with a second, shorter stretch in the fall depending on the variety and the year's weather. During those months the fruit reaches our warehouse the same day it's picked, and your door in less than 24 hours.

You'll find strawberries in the shop out of season too, but spring is when flavor, aroma and price are at their best. That's why we use those weeks to offer special discounts on the 500 g clamshell.

## How to choose and store strawberries

- Look for strawberries that are a deep, shiny red all the way up to the top, with fresh green leaves.
- Avoid clamshells with crushed fruit or white spots: moisture makes them spoil faster.
- Don't wash them until you're ready to eat them; keep them in the fridge, in their container or on a paper towel.
- Try to eat them within three days.

## Ideas to enjoy them

Besides eating them on their own, strawberries go wonderfully with plain yogurt and honey, in a lightly sweetened agua fresca, or in a spinach salad with queso fresco and walnuts. If you bought too many, wash them, hull them and freeze them spread out on a tray: they're perfect for smoothies.

Buying San Quintín strawberries also supports the farmworker and grower families of our state. Every clamshell that reaches your table travels only a few miles and keeps more value in Baja California.`,
  },
  3: {
    titulo: 'Three easy recipes with nopales',
    resumen: 'Nopales are affordable, nutritious and very versatile: here are three easy recipes to work them into your week, from breakfast to dinner.',
    contenido: `Nopales (cactus paddles) are one of the most Mexican ingredients there is: they're high in fiber, low in calories and go with almost everything. At Huerta Baja we sell them cleaned, with the spines removed, so all you have to do is cut and cook them. Here are three ideas to make the most of them.

## 1. Nopal salad

Cut the nopales into strips or small squares and boil them in salted water with a piece of onion and a garlic clove for about 10 minutes. Drain them and rinse with cold water to remove the slime. Mix with:

- chopped Roma tomato,
- diced white onion,
- fresh cilantro,
- jalapeño pepper to taste,
- lime juice, salt and a splash of olive oil.

Finish with crumbled queso fresco. It's great as a side or on tostadas.

## 2. Eggs with nopales

For breakfast, roast the nopales on a comal until they change color and cut them into strips. Sauté a little onion and chile, add the nopales and then the beaten eggs. Stir until the eggs are cooked and serve with warm corn tortillas and pot beans.

## 3. Grilled nopales for carne asada

If you're grilling carne asada over the weekend, put whole nopales on the grill, with a few cuts in the wide part so they cook evenly. When they're soft and lightly browned, sprinkle them with coarse salt and serve with red salsa. They're the perfect side and add a fresh touch to the meal.

One last tip: if your nopales turn out slimy, cook them over high heat without a lid, or add a few tomatillo husks to the cooking water. You'll notice the difference.`,
  },
  4: {
    titulo: 'How to keep your vegetables fresh longer',
    resumen: 'A few storage habits can make your vegetables last days longer at home, so you waste less and save on every order.',
    contenido: `Buying fresh vegetables is only half the job: the other half is storing them well. Every week households throw away a good amount of food that simply went bad in the fridge. With a few simple habits you can make your vegetables last several days longer.

## What goes in the fridge and what doesn't

Not all vegetables do well in the cold. As a general rule:

- **In the fridge:** lettuce, cilantro, broccoli, carrots, cucumbers, peas, mushrooms and jalapeños.
- **Out, in a cool, dark place:** potatoes, sweet potatoes, onions and garlic. Keep them apart: potatoes sprout faster next to onions.
- **At room temperature until ripe:** tomatoes and avocados. Once ripe, you can refrigerate them for a few days so they don't go bad.

## Tricks that really work

Cilantro and parsley last much longer if you treat them like a bouquet, stems in a glass of water, loosely covered with a bag in the fridge. Change the water every two days.

Leafy greens like romaine lettuce keep better washed, dried well and wrapped in a kitchen towel or paper towel inside a closed container. Extra moisture is their worst enemy.

Carrots lose their crunch if you leave the tops on: cut them off before storing. Broccoli lasts longer loosely wrapped in a damp paper towel.

## Plan to waste less

Arrange your crisper drawer so the most delicate things are in sight and get used first. If something starts to go soft, turn it into broth, salsa or vegetable soup before it's too late. And remember that with Huerta Baja you can order smaller amounts more often: your vegetables arrive fresh and get eaten fresh.`,
  },
  5: {
    titulo: 'Why restaurants and hotels in Ensenada buy local',
    resumen: 'Freshness, steady prices and a story to tell on the menu: why more and more Ensenada kitchens source from growers in the region.',
    contenido: `Ensenada has earned its place on the culinary map thanks to its seafood, the Valle de Guadalupe and a generation of chefs committed to local ingredients. For a restaurant or hotel, buying local isn't just a trend: it's a decision that improves both the food and the business.

## Freshness you can taste

When fruit and vegetables come from San Quintín, Maneadero or the Valle de Guadalupe, they travel only a few miles and reach the kitchen sooner. That means crisper greens, tastier tomatoes and herbs that last longer in the walk-in. Less waste also means less money thrown away.

## Benefits for your operation

- **Reliable deliveries:** you get your order about 24 hours after it's confirmed and paid, and you can schedule recurring deliveries.
- **Wholesale prices:** restaurant and hotel volumes let us agree on special prices directly with you.
- **A real person:** if one day you need more cilantro or a different avocado size, you talk to someone who knows your account.
- **Seasonal produce:** we know what's at its best each week and let you know so you can feature it on your menu.

## A story for your guests

Visitors to Ensenada are looking for authentic experiences. Being able to say on the menu that the strawberries are from San Quintín, the olive oil from the Valle de Guadalupe or the queso fresco from a local producer adds value to every dish and better justifies its price.

Buying local also strengthens Baja California's economy: the money stays with grower families, truckers and small businesses in the area.

If you run a restaurant, hotel or catering service in Ensenada, Rosarito, Tijuana or Tecate, write to us and we'll put together a supply plan that fits your kitchen.`,
  },
};
